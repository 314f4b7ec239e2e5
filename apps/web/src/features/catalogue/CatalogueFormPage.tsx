// The catalogue form screen (SPEC §2.5) for every kind: add / edit / view from the path, the title
// "Add New X" / "Update X" / "X Details", loading the record (back to the list when that fails),
// saving with itemUserId (the record's owner when editing) and returning to the list after a save.
import type { CatalogueKind } from '@wortsmith/core';
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { useDisplayUnits } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { EquipmentLearnedEfficiency } from '../batches/LearnedEfficiency';
import { CatalogueForm, type CatalogueFormValues } from './CatalogueForm';
import { formValues } from './form-fields';
import { CATALOGUE_KIND_INFO, catalogueItemPath } from './kinds';
import { useSaveCatalogueItem } from './mutations';
import { useCatalogueItem } from './queries';

/** The form mode a path means (SPEC §2.5). */
export function formMode(id: string | undefined, pathname: string): 'add' | 'edit' | 'view' {
  if (!id) return 'add';
  return pathname.includes('/details') ? 'view' : 'edit';
}

/** /{Kind}s/new, /{Kind}s/{recordUserId}/{id}/details and /edit. */
export function CatalogueFormPage({ kind }: { kind: CatalogueKind }) {
  const info = CATALOGUE_KIND_INFO[kind];
  const { recordUserId, id } = useParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const units = useDisplayUnits();
  const mode = formMode(id, pathname);
  const record = useCatalogueItem(kind, recordUserId, id);
  const save = useSaveCatalogueItem(kind);

  useEffect(() => {
    if (record.isError) navigate(info.listPath, { replace: true });
  }, [record.isError, navigate, info.listPath]);

  const title =
    mode === 'add'
      ? `Add New ${info.singular}`
      : mode === 'edit'
        ? `Update ${info.singular}`
        : `${info.singular} Details`;

  if (mode !== 'add' && record.isError) return <Navigate to={info.listPath} replace />;

  const stored = record.data ? (record.data as unknown as Record<string, unknown>) : undefined;
  const onSave = async (values: Record<string, unknown>) => {
    const itemUserId =
      mode === 'add' ? (session?.user_id ?? '') : (record.data?.userId ?? recordUserId ?? '');
    try {
      await save.mutateAsync({ id: mode === 'add' ? undefined : id, body: { ...values, itemUserId } });
      navigate(info.listPath);
    } catch {
      // The request helper has already shown the error; the user keeps the form to fix it.
    }
  };

  const editPath = recordUserId && id ? catalogueItemPath(kind, recordUserId, id, 'edit') : undefined;
  // Values another screen asks the edit form to start with (the equipment's learned efficiency).
  const preset = mode === 'edit' ? (state as { values?: CatalogueFormValues } | null)?.values : undefined;
  const item = record.data as { id: string; officialId: string | null; name: string } | undefined;

  return (
    <>
      <PageHeader title={title} />
      {mode !== 'add' && !record.data ? (
        <div aria-busy="true">
          <SkeletonRows variant="form" count={6} />
        </div>
      ) : (
        <CatalogueForm
          key={`${mode}:${id ?? 'new'}`}
          kind={kind}
          mode={mode}
          listPath={info.listPath}
          initialValues={{ ...formValues(kind, stored, units), ...preset }}
          record={stored}
          onSave={onSave}
          editPath={mode === 'view' ? editPath : undefined}
          extra={
            kind === 'equipments' && item
              ? (form) => (
                  <LearnedEfficiencyLine
                    form={form}
                    equipment={item}
                    onUseInView={
                      mode === 'view' && editPath
                        ? (efficiency) => navigate(editPath, { state: { values: { efficiency } } })
                        : undefined
                    }
                  />
                )
              : undefined
          }
        />
      )}
    </>
  );
}

/** The equipment's learned efficiency: "Use" fills the Efficiency field, or in view mode opens the edit form with it filled. */
function LearnedEfficiencyLine({
  form,
  equipment,
  onUseInView,
}: {
  form: UseFormReturn<CatalogueFormValues, unknown, Record<string, unknown>>;
  equipment: { id: string; officialId: string | null; name: string };
  onUseInView: ((efficiency: string) => void) | undefined;
}) {
  const efficiency = useWatch({ control: form.control, name: 'efficiency' }) ?? '';
  return (
    <EquipmentLearnedEfficiency
      equipment={equipment}
      efficiency={efficiency}
      onUse={(learned) =>
        onUseInView
          ? onUseInView(String(learned))
          : form.setValue('efficiency', String(learned), { shouldDirty: true })
      }
    />
  );
}
