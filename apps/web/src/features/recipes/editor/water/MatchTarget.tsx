// "Match target": loads the salt solver when pressed (a chunk of its own, `@wortsmith/core/water-solver`), asks
// it for the salts that bring all the brew day's water to the target, split between mash and sparge by their
// litres, and shows them in a dialog; the recipe's salts are replaced only when the brewer applies them.
import {
  diluted,
  IONS,
  type IonProfile,
  type RecipeWater,
  saltDisplayName,
  type WaterReport,
} from '@wortsmith/core';
import type { MatchTargetByVesselResult } from '@wortsmith/core/water-solver';
import { useState } from 'react';
import { Button, Modal } from '../../../../components';
import { notifyError } from '../../../../lib/notify';
import { useQuantities } from '../../../../lib/preferences';
import { ionSymbol } from './ion-labels';
import { reportableWater } from './use-water-report';
import styles from './WaterSection.module.css';
import { type WaterEdit, withMatchedSalts } from './water-edits';

/** The profile the water is matched to. */
export interface WaterTarget {
  id: string | null;
  name: string;
  ions: IonProfile;
}

/** Props of MatchTarget. */
export interface MatchTargetProps {
  water: RecipeWater;
  report: WaterReport;
  target: WaterTarget;
  edit: WaterEdit;
}

/** The Match target button and its review dialog. */
export function MatchTarget({ water, report, target, edit }: MatchTargetProps) {
  const [proposal, setProposal] = useState<MatchTargetByVesselResult | null>(null);
  const [loading, setLoading] = useState(false);
  const q = useQuantities();
  const mashLitres = report.strikeVolume + report.infusions.reduce((sum, i) => sum + i.litres, 0);

  const propose = async () => {
    setLoading(true);
    try {
      const { matchTargetByVessel } = await import('@wortsmith/core/water-solver');
      const source = reportableWater(water)!;
      setProposal(
        matchTargetByVessel({
          source: diluted(source.source, source.dilutionPercent),
          target: target.ions,
          mashLitres,
          spargeLitres: report.spargeVolume,
        }),
      );
    } catch {
      notifyError('The salt calculator could not be loaded. Check the connection and try again.');
    } finally {
      setLoading(false);
    }
  };

  const grams = (salt: string, vessel: 'mash' | 'sparge') =>
    proposal?.byVessel.find((a) => a.salt === salt && a.vessel === vessel)?.grams ?? 0;
  const found = (proposal?.additions.length ?? 0) > 0;

  return (
    <>
      <Button variant="secondary" onClick={propose} pending={loading} disabled={!(report.totalWater > 0)}>
        Match target
      </Button>
      {proposal && (
        <Modal
          open
          onOpenChange={(open) => !open && setProposal(null)}
          title={`Match ${target.name}`}
          description={
            found
              ? `Salts for all ${q.format('volume', report.totalWater)} of water, shared between mash and sparge by their water.${
                  water.salts.length > 0
                    ? ` They replace the recipe’s ${water.salts.length} salt additions.`
                    : ''
                }`
              : `No salt brings this water closer to ${target.name}.`
          }
          footer={
            <>
              <Button variant="secondary" onClick={() => setProposal(null)}>
                {found ? 'Cancel' : 'Close'}
              </Button>
              {found && (
                <Button
                  onClick={() => {
                    edit((w) => withMatchedSalts(w, proposal.byVessel, target));
                    setProposal(null);
                  }}
                >
                  Apply salts
                </Button>
              )}
            </>
          }
        >
          {found && (
            <div className={styles.proposal}>
              <table className={styles.results} aria-label="Proposed salts">
                <thead>
                  <tr>
                    <th scope="col">Salt</th>
                    <th scope="col">Mash (g)</th>
                    <th scope="col">Sparge (g)</th>
                  </tr>
                </thead>
                <tbody>
                  {proposal.additions.map(({ salt }) => (
                    <tr key={salt}>
                      <th scope="row">{saltDisplayName(salt)}</th>
                      <td>{grams(salt, 'mash')}</td>
                      <td>{grams(salt, 'sparge')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table className={styles.results} aria-label="Water with these salts">
                <thead>
                  <tr>
                    <th scope="col">mg/L</th>
                    <th scope="col">With the salts</th>
                    <th scope="col">Target</th>
                  </tr>
                </thead>
                <tbody>
                  {IONS.map((ion) => (
                    <tr key={ion}>
                      <th scope="row">{ionSymbol(ion)}</th>
                      <td>{Math.round(proposal.result[ion])}</td>
                      <td>{Math.round(target.ions[ion])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
