// /Main (SPEC §2.2, PRODUCT.md): only the product name beside the sidebar.
import styles from './MainPage.module.css';

/** The home screen. */
export function MainPage() {
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>Wortsmith</h1>
    </div>
  );
}
