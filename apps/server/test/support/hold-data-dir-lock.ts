// A process that takes the DATA_DIR lock of argv[2], says "locked" and holds it until it is killed: the
// other holder in the lock tests.
import { lockDataDir } from '../../src/db/data-dir-lock';

await lockDataDir(process.argv[2]!);
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
