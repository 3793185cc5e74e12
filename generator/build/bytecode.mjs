// Run by generator/build/bytecode.py:
//   node bytecode.mjs PYODIDE_FOLDER WORK_FOLDER SETTINGS_JSON
// Starts Pyodide from its npm package, mounts WORK_FOLDER at /work and runs
// bytecode_compile.py as __main__ with the settings (JSON) as its global SETTINGS; the
// paths in the settings are under /work. A failure prints its message only and exits with 1.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [folder, work, settings] = process.argv.slice(2);
try {
  const { loadPyodide } = await import(pathToFileURL(`${folder}/pyodide.mjs`).href);
  const pyodide = await loadPyodide({ indexURL: `${folder}/`, stdout: () => {} });
  pyodide.FS.mkdirTree("/work");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: work }, "/work");
  const globals = pyodide.toPy({ __name__: "__main__", SETTINGS: JSON.parse(settings) });
  const code = readFileSync(new URL("bytecode_compile.py", import.meta.url), "utf8");
  pyodide.runPython(code, { globals, filename: "bytecode_compile.py" });
} catch (error) {
  console.error(String(error?.message ?? error));
  process.exit(1);
}
