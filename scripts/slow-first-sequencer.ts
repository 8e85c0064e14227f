import { statSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** End-to-end files: a server, a browser or a process each, the suite's long files. */
const isEndToEnd = (spec: TestSpecification) => /[\\/]e2e[\\/]/.test(spec.moduleId);
const size = (spec: TestSpecification) => statSync(spec.moduleId).size;

/**
 * Starts the long files first, whatever project they are in, so the run does not end with
 * one long file alone on one core: end-to-end files before the rest, larger before smaller
 * (vitest's own order runs project after project, and knows durations only from a previous
 * run on the same machine, which CI's clean clone never has).
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort(
      (a, b) => Number(isEndToEnd(b)) - Number(isEndToEnd(a)) || size(b) - size(a),
    );
  }
}
