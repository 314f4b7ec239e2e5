// "Copy to my recipes" on a shared or published recipe: the brewer's own copy, whose screen opens next.
import { Button } from '../../components/Button';
import { useCopyToMyRecipes } from './mutations';

/** The button copying from `path` (`/api/shared/{token}/copy` or `/api/library/{id}/copy`). */
export function CopyToMyRecipes({ path }: { path: string }) {
  const copy = useCopyToMyRecipes(path);
  return (
    <Button onClick={() => copy.mutate()} pending={copy.isPending}>
      Copy to my recipes
    </Button>
  );
}
