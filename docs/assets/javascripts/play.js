/* The Play page: a game against the computer, and the calculator of a worked example's hands.
 *
 * The rules live in Python only. This script loads Pyodide from the site itself
 * (assets/pyodide/<version>/, copied from its npm package when the site is built: its core
 * only, nothing from another host), its standard library cut to what the page imports
 * (assets/play/stdlib-<hash>.zip) and the project's own code (assets/play/engine-<hash>.zip),
 * and calls generator/play/browser.py. Python answers every action with the view to show
 * (JSON): HTML of the cards drawn as on the rule pages, the texts in the page's language,
 * the legal actions' notations. This script only shows it, offers the moves the engine
 * lists as legal, and turns clicks into the engine's action notation ("discard 7h",
 * "declare 7h 7d 7c", "lay-off 3h onto 0"): the refusals, the computer's moves and the
 * scores are all the engine's.
 *
 * Loading. Python is fetched and started as soon as the page is idle, unless the reader
 * asked the browser to save data or is on a 2G connection (then at the click), so that the
 * click rarely waits; the progress shows the bytes, then the steps. Once a game has been
 * played, a service worker (play-sw.js, written by the build) keeps the page and everything
 * it loads for the next visit and for playing offline, and Python's memory after its start
 * is kept (Pyodide's memory snapshot, in the Cache Storage), so a later visit starts at
 * once. A failed load can be tried again.
 *
 * The game survives a reload: after every move the match is stored (localStorage) in the
 * engine's own record format, with the game, options and seed; opening the page again
 * resumes it by replaying (generator/play/store.py checks it; a stored game that is
 * damaged or of another version is removed, and the reader told).
 *
 * Numbers, plural categories and lists come from the browser's Intl (CLDR's data), handed to
 * the Python text code, which applies the catalogs' {placeholders} and forms.
 *
 * The address holds the game, its options (in any order) and the deal's seed
 * (?game=straight-gin&options=to-250,hollywood&seed=123): a shared link deals the same cards.
 * An example's "Try this hand" link holds its hands (?game=standard&knocker=...&defender=...).
 * Every parameter is checked before it is used: one that names nothing this page offers is
 * said so at once, in the page's language.
 */
const root = document.getElementById("gin-play");
if (root) main();

function main() {
  "use strict";
  const data = JSON.parse(document.getElementById("play-data").textContent);
  const lang = data.text.lang;
  const $ = (id) => document.getElementById(id);
  const own = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
  const form = $("play-setup");
  const select = $("play-game");
  const table = $("play-table");
  const loadingBox = $("play-loading");
  const progress = $("play-progress");
  const stepText = $("play-step");
  const steps = JSON.parse(stepText.dataset.steps);
  const says = JSON.parse($("play-says").textContent);
  // the roles of an example's hands, with the card counts each may hold (the rule data's)
  const { roles: ROLE_SIZES, mostCards: MOST_CARDS, mostText: MOST_TEXT } = data.calculator;
  const ROLES = ROLE_SIZES.map(([role]) => role);
  const SEEDS = 2 ** 32;
  const STORE_FORMAT = data.storeFormat;
  const STORE_KEY = "gin-rules-play:" + new URL(data.assets.root || "./", location.href).pathname;
  const LEVEL_KEY = STORE_KEY + ":level";
  const levelInputs = [...form.querySelectorAll('input[name="level"]')];
  const LEVELS = levelInputs.map((input) => input.value);
  const params = new URLSearchParams(window.location.search);
  const timing = { ready: null, load: null, boot: {}, snapshot: null, botMs: [], moves: [] };
  window.ginPlay = timing;

  // -- CLDR from the browser, for the Python text code -------------------------------------
  const plurals = {};
  const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 });
  const intl = {
    number: (n) => numbers.format(n),
    category: (code, n) => (plurals[code] ||= new Intl.PluralRules(code)).select(n),
    join: (json, style) =>
      new Intl.ListFormat(lang, { type: style === "or" ? "disjunction" : "conjunction" })
        .format(JSON.parse(json)),
  };

  // -- a text shown: what is still in English marked as English ---------------------------------
  const ENGLISH = "\ue010";
  const END = "\ue011";

  /** ``text`` as the content of ``element``: each part between ENGLISH and END (a text whose
   * translation is missing, so shown in English) in a span marked lang="en". */
  function said(element, text) {
    element.textContent = "";
    const open = [element];
    let run = "";
    for (const char of String(text)) {
      if (char !== ENGLISH && char !== END) {
        run += char;
        continue;
      }
      if (run) open[open.length - 1].append(run);
      run = "";
      if (char === ENGLISH) {
        const span = document.createElement("span");
        span.lang = "en";
        open[open.length - 1].append(span);
        open.push(span);
      } else if (open.length > 1) {
        open.pop();
      }
    }
    if (run) open[open.length - 1].append(run);
    return element;
  }

  // -- what is said at once, before Python: a refused link, a stored game removed -----------
  function notice(text) {
    const box = $("play-notice");
    const p = said(document.createElement("p"), text);
    box.append(p);
    box.hidden = false;
  }

  // -- the choice of game and options, checked ---------------------------------------------
  function panelOf(game) {
    return form.querySelector(`.play-options[data-game="${CSS.escape(game)}"]`);
  }

  /** The options of ``game`` written in a link, sorted, or null when they are not offered
   * together (an option the game lacks, two of one group, a combination excluded). */
  function offered(game, written) {
    const wanted = [...new Set(written.split(",").filter(Boolean))].sort();
    const values = new Set([...panelOf(game).querySelectorAll("input")].map((i) => i.value));
    if (!wanted.every((o) => values.has(o))) return null;
    return own(data.games[game].combos, wanted.join(",")) ? wanted : null;
  }

  function seedOf(written) {
    if (!/^\d{1,10}$/.test(written)) return null;
    const seed = Number(written);
    return seed < SEEDS ? seed : null;
  }

  const link = { game: null, options: [], seed: null };
  if (params.has("game")) {
    const game = params.get("game");
    if (own(data.games, game)) link.game = game;
    else notice(says.unknownGame);
  }
  if (link.game) {
    select.value = link.game;
    const options = offered(link.game, params.get("options") || "");
    if (options === null) notice(says.badOptions);
    else link.options = options;
    if (params.has("seed")) {
      link.seed = seedOf(params.get("seed"));
      if (link.seed === null) notice(says.badSeed);
    }
  }
  choose(link.game || select.value, link.options);

  function choose(game, options) {
    for (const input of panelOf(game).querySelectorAll("input")) {
      if (input.type === "checkbox") input.checked = options.includes(input.value);
      else if (options.includes(input.value)) input.checked = true;
    }
  }

  function panel() {
    return panelOf(select.value);
  }

  function chosen() {
    const options = [];
    for (const input of panel().querySelectorAll("input:checked")) {
      if (input.value) options.push(input.value);
    }
    return options.sort();
  }

  /** The computer's level of play chosen on the form. */
  function level() {
    const checked = levelInputs.find((input) => input.checked);
    return checked ? checked.value : "normal";
  }

  function showLevel(name) {
    for (const input of levelInputs) input.checked = input.value === name;
  }

  // the level chosen last time, remembered in this browser
  try {
    const remembered = localStorage.getItem(LEVEL_KEY);
    if (LEVELS.includes(remembered)) showLevel(remembered);
  } catch (error) { /* storage turned off */ }
  for (const input of levelInputs) {
    input.addEventListener("change", () => {
      try {
        localStorage.setItem(LEVEL_KEY, level());
      } catch (error) { /* storage turned off */ }
    });
  }

  function merged(game, key) {
    const base = data.games[game].rules;
    const diff = data.games[game].combos[key] || {};
    return { ...base, ...diff, match: { ...base.match, ...(diff.match || {}) } };
  }

  function refreshOptions() {
    for (const box of form.querySelectorAll(".play-options")) {
      box.hidden = box.dataset.game !== select.value;
    }
    const key = chosen().join(",");
    const reason = own(data.games[select.value].excluded, key)
      ? data.games[select.value].excluded[key] : "";
    said($("play-excluded"), reason);
    $("play-start").disabled = Boolean(reason);
  }
  form.addEventListener("change", refreshOptions);
  refreshOptions();

  // -- Python, loaded once, when the page is idle or first needed ----------------------------
  let python = null;
  let showing = false;
  let done = 0;
  let stage = 0;
  const total = Number(data.assets.bytes) || 0;

  function step(n) {
    stage = n;
    said(stepText, steps[n - 1] + "…");
    draw();
  }

  function draw() {
    // the download is the first four fifths of the bar, the later steps the rest
    const part = stage <= 1 && total ? Math.min(done / total, 1) * 80 : [0, 0, 80, 88, 95, 100][stage];
    progress.value = Math.round(part);
  }

  function showLoading() {
    showing = true;
    $("play-failed").hidden = true;
    loadingBox.hidden = false;
    draw();
  }

  function hideLoading() {
    step(steps.length);
    showing = false;
    loadingBox.hidden = true;
  }

  function loadPython() {
    if (!python) {
      python = boot();
      python.catch(() => { python = null; }); // a failed load is tried again when asked
    }
    return python;
  }

  const version = [data.assets.pyodide, data.assets.stdlib, data.assets.engine].join("|");
  const SNAPSHOTS = "gin-play-snapshot";
  const snapshotKey = new URL("play-snapshot?" + encodeURIComponent(version), location.href).href;

  async function storedSnapshot() {
    try {
      const cache = await caches.open(SNAPSHOTS);
      const kept = await cache.match(snapshotKey);
      return kept ? new Uint8Array(await kept.arrayBuffer()) : null;
    } catch (error) {
      return null; // no Cache Storage here (a page not served over HTTPS, a private window)
    }
  }

  function keepSnapshot(bytes) {
    const store = async () => {
      const cache = await caches.open(SNAPSHOTS);
      for (const old of await cache.keys()) await cache.delete(old);
      await cache.put(snapshotKey, new Response(bytes));
    };
    const later = window.requestIdleCallback || ((f) => setTimeout(f, 200));
    later(() => store().catch(() => {}));
  }

  /** Pyodide's downloads watched: a failed one ends the load (Pyodide itself would wait for
   * good), and, when ``count``, their bytes are counted as they arrive (the progress bar). */
  function watched(fetching, count, fail) {
    return function (input, init) {
      const answer = fetching(input, init);
      answer.then((response) => {
        if (!response.ok) fail(new Error(`${response.status} ${response.url}`));
        if (!count || !response.ok || !response.body) return;
        const reader = response.clone().body.getReader();
        const read = () => reader.read().then(({ done: end, value }) => {
          if (end) return;
          done += value.byteLength;
          if (showing) draw();
          return read();
        });
        read().catch(() => {});
      }, fail);
      return answer;
    };
  }

  async function boot() {
    const started = performance.now();
    timing.boot.started = started;
    done = 0;
    step(1);
    const base = new URL(data.assets.pyodide, location.href).href;
    const fetching = window.fetch;
    // the first visit: count the bytes; a visit served from the caches has none to count
    const count = !(navigator.serviceWorker && navigator.serviceWorker.controller);
    let fail = null;
    const broken = new Promise((resolve, reject) => { fail = reject; });
    broken.catch(() => {});
    window.fetch = watched(fetching, count, fail);
    const get = (path) => window.fetch(new URL(path, location.href)).then((r) => {
      if (!r.ok) throw new Error(`${r.status} ${r.url}`);
      return r.arrayBuffer();
    });
    try {
      const engine = get(data.assets.engine);
      engine.catch(() => {});
      const snapshot = window.caches ? await storedSnapshot() : null;
      const { loadPyodide } = await import(base + "pyodide.mjs");
      const options = { indexURL: base, packageBaseUrl: base,
        stdLibURL: new URL(data.assets.stdlib, location.href).href };
      let pyodide = null;
      if (snapshot) {
        try {
          pyodide = await Promise.race([loadPyodide({ ...options, _loadSnapshot: snapshot }), broken]);
        } catch (error) {
          caches.delete(SNAPSHOTS).catch(() => {});
        }
      }
      timing.snapshot = Boolean(pyodide);
      const snapshotting = !pyodide && Boolean(window.caches);
      pyodide ||= await Promise.race([loadPyodide({ ...options, _makeSnapshot: snapshotting }), broken]);
      timing.boot.python = performance.now() - started;
      timing.boot.bytes = done;
      step(3);
      pyodide.FS.writeFile(data.assets.enginePath, new Uint8Array(await engine));
      const sys = pyodide.pyimport("sys");
      if (!sys.path.includes(data.assets.enginePath)) sys.path.insert(0, data.assets.enginePath);
      sys.destroy();
      const browser = pyodide.pyimport(data.assets.module);
      if (snapshotting) {
        try {
          keepSnapshot(pyodide.makeMemorySnapshot());
        } catch (error) {
          console.warn(error);
        }
      }
      timing.load = performance.now() - started;
      timing.fromSource = () => JSON.parse(browser.modules_from_source());
      timing.python = browser;
      return browser;
    } finally {
      window.fetch = fetching;
    }
  }

  function failed(error, again) {
    console.error(error);
    $("play-failed").hidden = false;
    const retry = $("play-retry");
    retry.onclick = () => {
      $("play-failed").hidden = true;
      again();
    };
    retry.focus();
  }

  function idle() {
    const connection = navigator.connection;
    if (connection && (connection.saveData || /2g$/.test(connection.effectiveType || ""))) return;
    const later = window.requestIdleCallback || ((f) => setTimeout(f, 500));
    later(() => loadPython().catch(() => {}), { timeout: 4000 });
  }

  // -- the stored game ------------------------------------------------------------------------
  function readStored() {
    let text = null;
    try {
      text = localStorage.getItem(STORE_KEY);
    } catch (error) {
      return null; // storage turned off: nothing is kept
    }
    if (text === null) return null;
    let kept = null;
    try {
      kept = text.length <= 1000000 ? JSON.parse(text) : null;
    } catch (error) {
      kept = null;
    }
    const problem = storedProblem(kept);
    if (problem) {
      forget();
      notice(says[problem]);
      return null;
    }
    return kept;
  }

  /** Why a stored game cannot be resumed, checked at once; the record itself is Python's. */
  function storedProblem(kept) {
    if (!kept || typeof kept !== "object" || Array.isArray(kept)) return "damaged";
    if (kept.store !== STORE_FORMAT) return typeof kept.store === "number" ? "otherVersion" : "damaged";
    if (typeof kept.game !== "string" || !own(data.games, kept.game)) return "otherVersion";
    if (!Array.isArray(kept.options) || !kept.options.every((o) => typeof o === "string")) {
      return "damaged";
    }
    const options = offered(kept.game, kept.options.join(","));
    if (options === null || options.join(",") !== kept.options.join(",")) return "otherVersion";
    if (!Number.isInteger(kept.seed) || kept.seed < 0 || kept.seed >= SEEDS) return "damaged";
    if (!kept.record || typeof kept.record !== "object") return "damaged";
    if (kept.level !== undefined && !LEVELS.includes(kept.level)) return "damaged";
    return "";
  }

  function forget() {
    try {
      localStorage.removeItem(STORE_KEY);
    } catch (error) { /* storage turned off */ }
  }

  let game = null; // {game, options, seed, level} of the session in play

  function save(record) {
    if (!game || record === undefined) return;
    if (record === null) return forget();
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify({ store: STORE_FORMAT, ...game, record }));
    } catch (error) { /* full or turned off: the game is not kept */ }
  }

  // -- a game ------------------------------------------------------------------------------
  let session = null;
  let rules = null;

  function newSeed() {
    const value = new Uint32Array(1);
    crypto.getRandomValues(value);
    return value[0];
  }

  function address(theGame, options, theSeed) {
    const query = new URLSearchParams({ game: theGame });
    if (options.length) query.set("options", options.join(","));
    query.set("seed", String(theSeed));
    return `${window.location.pathname}?${query}`;
  }

  function showLink() {
    const at = address(game.game, game.options, game.seed);
    window.history.replaceState(null, "", at);
    $("play-link").href = new URL(at, window.location.href).href;
  }

  function opened(view) {
    hideLoading();
    form.hidden = true;
    table.hidden = false;
    show(view);
    $("play-heading").focus();
    register();
  }

  async function start() {
    const clicked = performance.now();
    const theGame = select.value;
    const options = chosen();
    const fromLink = link.seed !== null && link.game === theGame &&
      link.options.join(",") === options.join(",");
    const seed = fromLink ? link.seed : newSeed();
    $("play-start").disabled = true;
    showLoading();
    try {
      const browser = await loadPython();
      step(4);
      const theRules = merged(theGame, options.join(","));
      const theLevel = level();
      const made = browser.new_session(JSON.stringify(data.text), JSON.stringify(theRules), seed,
        data.games[theGame].title, intl, theLevel);
      if (session) session.destroy();
      session = made;
      rules = theRules;
      game = { game: theGame, options, seed, level: theLevel };
      showLink();
      $("play-log").textContent = "";
      opened(JSON.parse(session.start()));
      timing.ready = performance.now() - clicked;
    } catch (error) {
      failed(error, start);
    } finally {
      $("play-start").disabled = false;
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    start();
  });

  async function resume(kept) {
    const started = performance.now();
    showLoading();
    try {
      const browser = await loadPython();
      step(4);
      const theRules = merged(kept.game, kept.options.join(","));
      const keptLevel = kept.level === undefined ? "normal" : kept.level;
      const made = browser.resume_session(JSON.stringify(data.text), JSON.stringify(theRules),
        kept.seed, data.games[kept.game].title, JSON.stringify(kept.record), intl, keptLevel);
      if (typeof made === "string") {
        hideLoading();
        forget();
        notice(says[made === "other-version" ? "otherVersion" : "damaged"]);
        return;
      }
      session = made;
      rules = theRules;
      game = { game: kept.game, options: kept.options, seed: kept.seed, level: keptLevel };
      showLevel(keptLevel);
      select.value = kept.game;
      choose(kept.game, kept.options);
      refreshOptions();
      showLink();
      $("play-log").textContent = "";
      opened(JSON.parse(session.view()));
      timing.ready = performance.now() - started;
    } catch (error) {
      failed(error, () => resume(kept));
    }
  }

  function selected() {
    return [...$("play-hand").querySelectorAll('.play-card[aria-pressed="true"]')]
      .map((b) => b.dataset.card);
  }

  /** Python's answer to ``call``, shown; a failure inside Python keeps the game as it was. */
  function answer(call) {
    let view = null;
    try {
      view = JSON.parse(call());
    } catch (error) {
      console.error(error);
      said($("play-refusal"), says.moveFailed);
      return;
    }
    show(view);
  }

  function act(notation) {
    const started = performance.now();
    answer(() => session.act(notation));
    timing.moves.push(performance.now() - started);
  }

  $("play-hand").addEventListener("click", (event) => {
    const card = event.target.closest(".play-card");
    if (!card) return;
    const pressed = card.getAttribute("aria-pressed") === "true";
    if (root.dataset.phase !== "declare") {
      for (const other of $("play-hand").querySelectorAll(".play-card")) {
        other.setAttribute("aria-pressed", "false");
      }
    }
    card.setAttribute("aria-pressed", pressed ? "false" : "true");
  });

  $("play-melds").addEventListener("click", (event) => {
    const button = event.target.closest(".play-onto");
    if (!button) return;
    const card = selected()[0];
    act(card ? `lay-off ${card} onto ${button.dataset.onto}` : "lay-off");
  });

  $("play-actions").addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.hasAttribute("data-next")) {
      $("play-log").textContent = "";
      answer(() => session.start());
      return;
    }
    if (button.hasAttribute("data-again")) {
      forget();
      game = null;
      table.hidden = true;
      form.hidden = false;
      link.seed = null;
      $("play-start").focus();
      return;
    }
    const action = button.dataset.action;
    const cards = button.hasAttribute("data-card-action") ? selected() : [];
    act([action, ...cards].join(" "));
  });

  // the strong player's move in the reader's seat, and why, with the rule that decides it
  $("play-ask").addEventListener("click", () => {
    let hint = null;
    try {
      hint = JSON.parse(session.hint());
    } catch (error) {
      console.error(error);
      said($("play-refusal"), says.moveFailed);
      return;
    }
    const box = $("play-advice");
    said(box, hint.text || "");
    if (hint.href) {
      const rule = said(document.createElement("a"), hint.section);
      rule.href = hint.href;
      box.append(" ", said(document.createElement("span"), hint.before), rule,
        said(document.createElement("span"), hint.after));
    }
  });

  $("play-copy").addEventListener("click", async () => {
    const button = $("play-copy");
    try {
      await navigator.clipboard.writeText($("play-link").href);
      button.textContent = button.dataset.copied;
    } catch (error) {
      $("play-link").focus();
    }
  });

  function paragraphs(texts) {
    const box = document.createDocumentFragment();
    for (const text of texts) box.append(said(document.createElement("p"), text));
    return box;
  }

  function show(view) {
    const focused = document.activeElement;
    const focusCard = focused && focused.dataset ? focused.dataset.card : null;
    save(view.saved);
    if (view.phase === "none") { // the first deal failed inside the engine: none dealt
      said($("play-refusal"), view.failed || says.moveFailed);
      return;
    }
    root.dataset.phase = view.phase;
    root.dataset.legal = JSON.stringify(view.legal);
    root.dataset.over = view.over ? (view.matchOver ? "match" : "hand") : "";
    said($("play-status"), view.status);
    $("play-bot").innerHTML = view.bot;
    $("play-stock").innerHTML = view.stock;
    $("play-top").innerHTML = view.top;
    $("play-melds").innerHTML = view.melds;
    $("play-hand").innerHTML = view.hand;
    said($("play-prompt"), view.prompt);
    said($("play-hint"), view.hint);
    $("play-advice").textContent = ""; // a hint answers one decision
    $("play-ask").hidden = !view.yours || view.over;
    said($("play-refusal"), view.failed || view.refusal);
    // the moves the engine lists as legal, and no other
    const kinds = new Set(view.legal.map((notation) => notation.split(" ")[0]));
    for (const button of $("play-actions").querySelectorAll("button")) {
      const phase = button.dataset.phase;
      let shown = view.over ? phase === "over"
        : view.yours && phase === view.phase && kinds.has(button.dataset.action);
      if (button.hasAttribute("data-next")) shown = shown && !view.matchOver;
      button.hidden = !shown;
    }
    const log = $("play-log");
    for (const line of view.log) {
      log.append(said(document.createElement("li"), line));
    }
    const result = $("play-result");
    result.textContent = "";
    result.append(paragraphs(view.result));
    result.insertAdjacentHTML("beforeend", view.resultHands);
    $("play-score").innerHTML = view.score;
    if (view.bonuses) $("play-score").append(paragraphs([view.bonuses]));
    $("play-record-box").hidden = !view.record;
    if (view.record) $("play-record").textContent = JSON.stringify(view.record);
    timing.botMs.push(...view.botMs);
    // keep the keyboard where it was: the same card, else the first move offered
    const again = focusCard && $("play-hand").querySelector(`[data-card="${CSS.escape(focusCard)}"]`);
    if (again) again.focus();
    else if (!root.contains(document.activeElement) || document.activeElement.hidden) {
      const first = [...$("play-actions").querySelectorAll("button")].find((b) => !b.hidden);
      if (first) first.focus();
    }
  }

  // -- the service worker: this page and what it loads, kept for the next visit -----------------
  function register() {
    if (!data.assets.worker || !("serviceWorker" in navigator)) return;
    const worker = new URL(data.assets.worker, location.href);
    const scope = new URL(location.pathname, location.href);
    navigator.serviceWorker.register(worker, { scope: scope.href }).catch(() => {});
  }

  // -- the calculator of an example's hands --------------------------------------------------
  /** The hands of the link as the engine's notation, or the reason they cannot be dealt. */
  function linkHands() {
    const hands = {};
    const seen = new Set();
    for (const role of ROLES) {
      if (!params.has(role)) continue;
      const written = params.get(role);
      const tokens = written.replace(/,/g, " ").split(/\s+/).filter(Boolean);
      if (written.length > MOST_TEXT || tokens.length > MOST_CARDS) {
        return { problem: says.unreadable };
      }
      const cards = [];
      for (const token of tokens) {
        const [rank, suit] = [token.slice(0, -1), token.slice(-1)];
        if (!own(data.cards.ranks, rank) || !own(data.cards.suits, suit)) {
          return { problem: says.unreadable };
        }
        const card = data.cards.ranks[rank] + data.cards.suits[suit];
        if (seen.has(card)) return { problem: says.twice };
        seen.add(card);
        cards.push(card);
      }
      if (role === "upcard" && cards.length > 1) return { problem: says.upcard };
      hands[role] = cards.join(" ");
    }
    return { hands };
  }

  const calcLink = ROLES.some((role) => params.has(role));
  if (calcLink) {
    const { hands, problem } = linkHands();
    $("play-calculator").hidden = false;
    if (problem) {
      const verdict = $("calc-verdict");
      verdict.textContent = "";
      verdict.append(paragraphs([problem]));
      idle();
    } else {
      calculator(hands);
    }
  } else {
    const kept = readStored();
    const sameDeal = kept && (!link.game || (link.game === kept.game &&
      link.options.join(",") === kept.options.join(",") && link.seed === kept.seed));
    if (sameDeal) resume(kept);
    else if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  }

  async function calculator(hands) {
    const gameBox = $("calc-game");
    if (link.game) gameBox.value = link.game;
    showLoading();
    let browser = null;
    let calc = null;
    try {
      browser = await loadPython();
      step(4);
      calc = browser.new_calculator(
        JSON.stringify(data.text), JSON.stringify(merged(gameBox.value, "")),
        JSON.stringify(hands), JSON.stringify(ROLE_SIZES), intl);
      hideLoading();
    } catch (error) {
      failed(error, () => calculator(hands));
      return;
    }

    function render(call, focus) {
      let view = null;
      try {
        view = JSON.parse(call());
      } catch (error) {
        console.error(error);
        return;
      }
      $("calc-hands").innerHTML = view.hands;
      const verdict = $("calc-verdict");
      verdict.textContent = "";
      verdict.append(paragraphs(view.verdict));
      if (view.refused) return;
      const query = new URLSearchParams({ game: gameBox.value, ...view.notation });
      window.history.replaceState(null, "", `${window.location.pathname}?${query}`);
      if (focus) {
        const button = $("calc-hands").querySelector(
          `[data-role="${CSS.escape(focus.role)}"][data-card="${CSS.escape(focus.card)}"]`);
        if (button) {
          button.closest("details").open = true;
          button.focus();
        }
      }
    }

    render(() => calc.view());
    $("calc-hands").addEventListener("click", (event) => {
      const button = event.target.closest(".play-pick");
      if (!button) return;
      const { role, card } = button.dataset;
      render(() => calc.toggle(role, card), { role, card });
    });
    gameBox.addEventListener("change", () => {
      render(() => calc.set_rules(browser.rules_of(JSON.stringify(merged(gameBox.value, "")))));
    });
  }
}
