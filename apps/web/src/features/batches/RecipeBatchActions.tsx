// The recipe screen's brewing bar: "Brew this recipe" (a new batch), "Scale", the recipe's brew-day
// sheet, and the efficiency the user's completed batches on this equipment achieved, with one click to
// use it.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassNames } from '../../components/Button';
import { useRecipe } from '../recipes/queries';
import styles from './Batch.module.css';
import { LearnedEfficiencyOffer, useLearnedEfficiency } from './LearnedEfficiency';
import { ScaleDialog } from './ScaleDialog';
import { useBrewAndOpen } from './use-brew-and-open';

/** The bar above a saved recipe's screen. */
export function RecipeBatchActions({ recipeId }: { recipeId: string }) {
  const recipe = useRecipe(recipeId).data;
  const { brew, pending } = useBrewAndOpen();
  const [scale, setScale] = useState<{ efficiency?: number } | null>(null);
  const learned = useLearnedEfficiency(recipe?.recipeEquipment.id);
  if (!recipe) return null;
  const planned = recipe.recipeEquipment.efficiency;
  return (
    <section className={styles.offer} aria-label="Brewing">
      <Button onClick={() => brew(recipeId)} disabled={pending}>
        Brew this recipe
      </Button>
      <Button variant="secondary" onClick={() => setScale({})}>
        Scale
      </Button>
      <Link className={buttonClassNames.secondary} to={`/Recipes/${recipeId}/print`}>
        Brew-day sheet
      </Link>
      {learned && learned.efficiency !== planned && (
        <LearnedEfficiencyOffer
          learned={learned}
          equipmentName={recipe.recipeEquipment.name}
          planned={planned}
          onUse={(efficiency) => setScale({ efficiency })}
        />
      )}
      {scale && (
        <ScaleDialog
          recipe={recipe}
          open
          onOpenChange={(open) => {
            if (!open) setScale(null);
          }}
          {...(scale.efficiency !== undefined ? { efficiency: scale.efficiency } : {})}
        />
      )}
    </section>
  );
}
