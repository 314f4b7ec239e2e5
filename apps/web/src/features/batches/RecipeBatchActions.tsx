// The recipe screen's brewing bar: "Brew this recipe" (a new batch), "Scale", and the efficiency the
// user's completed batches on this equipment achieved, with one click to use it.
import { learnedEfficiency } from '@wortsmith/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { useRecipe } from '../recipes/queries';
import styles from './Batch.module.css';
import { useBatchList, useBrewRecipe } from './queries';
import { ScaleDialog } from './ScaleDialog';

/** The bar above a saved recipe's screen. */
export function RecipeBatchActions({ recipeId }: { recipeId: string }) {
  const navigate = useNavigate();
  const recipe = useRecipe(recipeId).data;
  // The learned efficiency is a hint: a failure to load it is not worth a toast.
  const batches = useBatchList(true).data;
  const brew = useBrewRecipe();
  const [scale, setScale] = useState<{ efficiency?: number } | null>(null);
  const learned = useMemo(
    () =>
      learnedEfficiency(
        (batches ?? []).map((b) => ({
          status: b.status,
          equipmentId: b.recipe.recipeEquipment.id,
          brewDate: b.brewDate,
          brewhouseEfficiency: b.brewhouseEfficiency,
        })),
        recipe?.recipeEquipment.id,
      ),
    [batches, recipe],
  );
  if (!recipe) return null;
  const planned = recipe.recipeEquipment.efficiency;
  return (
    <section className={styles.offer} aria-label="Brewing">
      <Button
        onClick={() =>
          brew.mutateAsync(recipeId).then(
            (batch) => navigate(`/Batches/${batch.id}`),
            () => undefined,
          )
        }
        disabled={brew.isPending}
      >
        Brew this recipe
      </Button>
      <Button variant="secondary" onClick={() => setScale({})}>
        Scale
      </Button>
      {learned && learned.efficiency !== planned && (
        <span>
          Your last {learned.count === 1 ? 'completed batch' : `${learned.count} completed batches`} on{' '}
          {recipe.recipeEquipment.name} reached <strong>{learned.efficiency} %</strong> efficiency (planned{' '}
          {planned} %).{' '}
          <Button variant="ghost" onClick={() => setScale({ efficiency: learned.efficiency })}>
            Use {learned.efficiency} %
          </Button>
        </span>
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
