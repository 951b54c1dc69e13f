import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A chunk of the build as the budget sees it. */
export interface BudgetChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  /** Chunks it imports statically (loaded with it, before the app runs). */
  readonly imports: readonly string[];
  readonly code: string;
}

/** What the page loads before the app can show anything, and how much that is. */
export interface InitialJs {
  readonly files: readonly { readonly fileName: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
}

/**
 * The initial JavaScript of a build: the entry chunks and every chunk they import statically,
 * transitively; lazily loaded areas (dynamic imports) are not part of it.
 *
 * @example
 * initialJs([{ fileName: 'main.js', isEntry: true, imports: ['vendor.js'], code }, vendor, lazyArea])
 * // main.js and vendor.js, gzipped
 */
export function initialJs(chunks: readonly BudgetChunk[]): InitialJs {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    chunk.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  const files = [...seen].map((fileName) => ({
    fileName,
    gzipBytes: gzipSync(byName.get(fileName)?.code ?? '', { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/**
 * A Vite plugin that reports the initial JavaScript (gzip) after each build, writes it to
 * `bundle-report.json` in the output folder, and fails the build above `limitKb`.
 */
export function bundleBudget(options: { readonly limitKb: number }): Plugin {
  return {
    name: 'smm-bundle-budget',
    apply: 'build',
    generateBundle(output, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk'
          ? [
              {
                fileName: file.fileName,
                isEntry: file.isEntry,
                imports: file.imports,
                code: file.code,
              },
            ]
          : [],
      );
      const initial = initialJs(chunks);
      const kb = initial.gzipBytes / 1024;
      const report = { limitKb: options.limitKb, initialGzipKb: Number(kb.toFixed(1)), ...initial };
      if (output.dir)
        writeFileSync(
          join(output.dir, 'bundle-report.json'),
          `${JSON.stringify(report, null, 2)}\n`,
        );
      this.info(
        `initial JavaScript ${kb.toFixed(1)} KB gzip of ${options.limitKb} KB (${initial.files.length} files)`,
      );
      if (kb > options.limitKb) {
        this.error(
          `The initial JavaScript is ${kb.toFixed(1)} KB gzip, over the ${options.limitKb} KB budget: load more of it lazily.`,
        );
      }
    },
  };
}
