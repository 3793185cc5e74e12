// Run by generator/build/bytecode.py (and by the tests, with a script of their own):
//   node bytecode.mjs PYODIDE_FOLDER WORK_FOLDER SETTINGS_JSON
// Starts Pyodide from its npm package (with the standard library's zip of settings.stdlib
// instead of its own, when given, and the environment settings.env), mounts WORK_FOLDER at
// /work and runs the Python file settings.script (bytecode_compile.py by default) as
// __main__ with the settings (JSON) as its global SETTINGS; the paths in the settings are
// under /work. A failure prints its message only and exits with 1.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [folder, work, settings] = process.argv.slice(2);
try {
  const config = JSON.parse(settings);
  const { loadPyodide } = await import(pathToFileURL(`${folder}/pyodide.mjs`).href);
  const pyodide = await loadPyodide({
    indexURL: `${folder}/`,
    stdout: () => {},
    env: config.env ?? {},
    ...(config.stdlib ? { stdLibURL: config.stdlib } : {}),
  });
  pyodide.FS.mkdirTree("/work");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: work }, "/work");
  const globals = pyodide.toPy({ __name__: "__main__", SETTINGS: config });
  const script = config.script ?? new URL("bytecode_compile.py", import.meta.url);
  const code = readFileSync(script, "utf8");
  pyodide.runPython(code, { globals, filename: String(script).split("/").pop() });
} catch (error) {
  console.error(String(error?.message ?? error));
  process.exit(1);
}
