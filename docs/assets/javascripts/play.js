/* The Play page: a game against the computer, and the calculator of a worked example's hands.
 *
 * The rules live in Python only. When the reader starts a game (or opens an example's hands),
 * this script loads Pyodide from the site itself (assets/pyodide/, copied from its npm
 * package when the site is built: its core and standard library, nothing from another host)
 * and the project's own code (assets/play/engine-<hash>.zip), and calls
 * generator/play/browser.py. Python answers every action with the view to show (JSON):
 * HTML of the cards drawn as on the rule pages, the texts in the page's language, the legal
 * actions' notations. This script only shows it, and turns clicks into the engine's action
 * notation ("discard 7h", "declare 7h 7d 7c", "lay-off 3h onto 0"): what is legal, the
 * refusals, the computer's moves and the scores are all the engine's.
 *
 * Numbers, plural categories and lists come from the browser's Intl (CLDR's data), handed to
 * the Python text code, which applies the catalogs' {placeholders} and forms.
 *
 * The address holds the game, its options and the deal's seed
 * (?game=straight-gin&options=to-250,hollywood&seed=123): a shared link deals the same cards.
 * An example's "Try this hand" link holds its hands (?game=standard&knocker=...&defender=...).
 */
const root = document.getElementById("gin-play");
if (root) main();

function main() {
  "use strict";
  const data = JSON.parse(document.getElementById("play-data").textContent);
  const lang = data.text.lang;
  const $ = (id) => document.getElementById(id);
  const form = $("play-setup");
  const select = $("play-game");
  const table = $("play-table");
  const loadingBox = $("play-loading");
  const progress = $("play-progress");
  const stepText = $("play-step");
  const steps = JSON.parse(stepText.dataset.steps);
  const ROLES = ["hand", "knocker", "defender", "upcard"];
  const params = new URLSearchParams(window.location.search);
  const timing = { ready: null, load: null, botMs: [], moves: [] };
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

  // -- the choice of game and options --------------------------------------------------------
  if (params.get("game") in data.games) select.value = params.get("game");
  const wanted = (params.get("options") || "").split(",").filter(Boolean);
  for (const input of form.querySelectorAll("input")) {
    if (input.type === "checkbox") input.checked = wanted.includes(input.value);
    else if (wanted.includes(input.value)) input.checked = true;
  }

  function panel() {
    return form.querySelector(`.play-options[data-game="${select.value}"]`);
  }

  function chosen() {
    const options = [];
    for (const input of panel().querySelectorAll("input:checked")) {
      if (input.value) options.push(input.value);
    }
    return options.sort();
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
    const reason = data.games[select.value].excluded[chosen().join(",")];
    $("play-excluded").textContent = reason || "";
    $("play-start").disabled = Boolean(reason);
  }
  form.addEventListener("change", refreshOptions);
  refreshOptions();

  // -- Python, loaded once, when it is first needed ----------------------------------------------
  let python = null;
  function step(n) {
    progress.value = n;
    stepText.textContent = steps[n - 1] + "…";
  }

  function loadPython() {
    if (python) return python;
    const started = performance.now();
    loadingBox.hidden = false;
    step(1);
    python = (async () => {
      const base = new URL(data.assets.pyodide, window.location.href).href;
      const engine = fetch(new URL(data.assets.engine, window.location.href)).then((r) => {
        if (!r.ok) throw new Error(`${r.status} ${r.url}`);
        return r.arrayBuffer();
      });
      const { loadPyodide } = await import(base + "pyodide.mjs");
      const pyodide = await loadPyodide({ indexURL: base, packageBaseUrl: base });
      step(2);
      pyodide.unpackArchive(await engine, "zip", { extractDir: data.assets.folder });
      pyodide.pyimport("sys").path.insert(0, data.assets.folder);
      const browser = pyodide.pyimport(data.assets.module);
      timing.load = performance.now() - started;
      timing.fromSource = () => JSON.parse(browser.modules_from_source());
      return browser;
    })();
    python.catch((error) => {
      $("play-failed").hidden = false;
      console.error(error);
    });
    return python;
  }

  function done() {
    step(4);
    loadingBox.hidden = true;
  }

  // -- a game ------------------------------------------------------------------------------
  let session = null;
  let rules = null;
  let seed = 0;

  function newSeed() {
    const value = new Uint32Array(1);
    crypto.getRandomValues(value);
    return value[0];
  }

  function address(game, options, theSeed) {
    const query = new URLSearchParams({ game });
    if (options.length) query.set("options", options.join(","));
    query.set("seed", String(theSeed));
    return `${window.location.pathname}?${query}`;
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const clicked = performance.now();
    const game = select.value;
    const options = chosen();
    rules = merged(game, options.join(","));
    const fromLink = params.get("seed") && params.get("game") === game &&
      (params.get("options") || "") === options.join(",");
    seed = fromLink ? Number(params.get("seed")) >>> 0 : newSeed();
    const link = address(game, options, seed);
    window.history.replaceState(null, "", link);
    $("play-link").href = new URL(link, window.location.href).href;
    $("play-start").disabled = true;
    try {
      const browser = await loadPython();
      step(3);
      if (session) session.destroy();
      session = browser.new_session(
        JSON.stringify(data.text), JSON.stringify(rules), seed, data.games[game].title, intl);
      $("play-log").textContent = "";
      const view = JSON.parse(session.start());
      done();
      form.hidden = true;
      table.hidden = false;
      show(view);
      timing.ready = performance.now() - clicked;
      $("play-heading").focus();
    } finally {
      $("play-start").disabled = false;
    }
  });

  function selected() {
    return [...$("play-hand").querySelectorAll('.play-card[aria-pressed="true"]')]
      .map((b) => b.dataset.card);
  }

  function act(notation) {
    const started = performance.now();
    const view = JSON.parse(session.act(notation));
    timing.moves.push(performance.now() - started);
    show(view);
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
      show(JSON.parse(session.start()));
      return;
    }
    if (button.hasAttribute("data-again")) {
      table.hidden = true;
      form.hidden = false;
      params.delete("seed");
      $("play-start").focus();
      return;
    }
    const action = button.dataset.action;
    const cards = button.hasAttribute("data-card-action") ? selected() : [];
    act([action, ...cards].join(" "));
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
    for (const text of texts) {
      const p = document.createElement("p");
      p.textContent = text;
      box.append(p);
    }
    return box;
  }

  function show(view) {
    const focused = document.activeElement;
    const focusCard = focused && focused.dataset ? focused.dataset.card : null;
    root.dataset.phase = view.phase;
    root.dataset.legal = JSON.stringify(view.legal);
    root.dataset.over = view.over ? (view.matchOver ? "match" : "hand") : "";
    $("play-status").textContent = view.status;
    $("play-bot").innerHTML = view.bot;
    $("play-stock").innerHTML = view.stock;
    $("play-top").innerHTML = view.top;
    $("play-melds").innerHTML = view.melds;
    $("play-hand").innerHTML = view.hand;
    $("play-prompt").textContent = view.prompt;
    $("play-hint").textContent = view.hint;
    $("play-refusal").textContent = view.refusal;
    for (const button of $("play-actions").querySelectorAll("button")) {
      const phase = button.dataset.phase;
      let shown = view.over ? phase === "over" : view.yours && phase === view.phase;
      if (button.hasAttribute("data-big-gin")) shown = shown && rules.big_gin;
      if (button.hasAttribute("data-next")) shown = shown && !view.matchOver;
      button.hidden = !shown;
    }
    const log = $("play-log");
    for (const line of view.log) {
      const item = document.createElement("li");
      item.textContent = line;
      log.append(item);
    }
    const result = $("play-result");
    result.textContent = "";
    result.append(paragraphs(view.result));
    result.insertAdjacentHTML("beforeend", view.resultHands);
    $("play-score").innerHTML = view.score;
    if (view.bonuses) $("play-score").append(paragraphs([view.bonuses]));
    if (view.record) {
      $("play-record-box").hidden = false;
      $("play-record").textContent = JSON.stringify(view.record);
    }
    timing.botMs.push(...view.botMs);
    // keep the keyboard where it was: the same card, else the first move offered
    const again = focusCard && $("play-hand").querySelector(`[data-card="${focusCard}"]`);
    if (again) again.focus();
    else if (!root.contains(document.activeElement) || document.activeElement.hidden) {
      const first = [...$("play-actions").querySelectorAll("button")].find((b) => !b.hidden);
      if (first) first.focus();
    }
  }

  // -- the calculator of an example's hands --------------------------------------------------
  const hands = {};
  for (const role of ROLES) if (params.has(role)) hands[role] = params.get(role);
  if (Object.keys(hands).length) calculator(hands);

  async function calculator(hands) {
    const box = $("play-calculator");
    const game = $("calc-game");
    if (params.get("game") in data.games) game.value = params.get("game");
    box.hidden = false;
    const browser = await loadPython();
    step(3);
    const calc = browser.new_calculator(
      JSON.stringify(data.text), JSON.stringify(merged(game.value, "")), JSON.stringify(hands),
      intl);
    done();

    function render(json, focus) {
      const view = JSON.parse(json);
      $("calc-hands").innerHTML = view.hands;
      const verdict = $("calc-verdict");
      verdict.textContent = "";
      verdict.append(paragraphs(view.verdict));
      const query = new URLSearchParams({ game: game.value, ...view.notation });
      window.history.replaceState(null, "", `${window.location.pathname}?${query}`);
      if (focus) {
        const button = $("calc-hands").querySelector(
          `[data-role="${focus.role}"][data-card="${focus.card}"]`);
        if (button) {
          button.closest("details").open = true;
          button.focus();
        }
      }
    }

    render(calc.view());
    $("calc-hands").addEventListener("click", (event) => {
      const button = event.target.closest(".play-pick");
      if (!button) return;
      const { role, card } = button.dataset;
      render(calc.toggle(role, card), { role, card });
    });
    game.addEventListener("change", () => {
      render(calc.set_rules(browser.rules_of(JSON.stringify(merged(game.value, "")))));
    });
  }
}
