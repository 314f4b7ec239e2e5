// Settings › Account: the display name and brewery (PUT /api/users/{id}), validated with the core's
// profile schema (the registration messages).
import { profileFormSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { schemaResolver } from '../../lib/forms';
import { useSession } from '../../lib/session';
import { useUpdateProfile } from './mutations';
import styles from './SettingsPage.module.css';

interface ProfileValues {
  name: string;
  brewery: string;
}

/** The profile form. */
export function ProfileForm() {
  const session = useSession();
  const save = useUpdateProfile();
  const form = useForm<ProfileValues, unknown, { name: string; brewery?: string | null }>({
    resolver: schemaResolver<ProfileValues, { name: string; brewery?: string | null }>(profileFormSchema),
    defaultValues: { name: session?.name ?? '', brewery: session?.brewery ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ name, brewery }) =>
    save.mutateAsync({ name, brewery: brewery ?? null }).catch(() => undefined),
  );

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="settings-profile-title">
      <h3 className={styles.sectionTitle} id="settings-profile-title">
        Profile
      </h3>
      <TextField
        id="settings-name"
        label="Full Name / Nickname"
        autoComplete="name"
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <TextField
        id="settings-brewery"
        label="Brewery"
        autoComplete="organization"
        error={errors.brewery?.message}
        registration={form.register('brewery')}
      />
      <div className={styles.footer}>
        <Button type="submit" disabled={save.isPending}>
          Update profile
        </Button>
      </div>
    </form>
  );
}
