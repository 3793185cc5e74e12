/* The all-variants comparison: the reader chooses the games (columns) to compare.
 *
 * Progressive enhancement of the tables marked `.gin-compare` (the template gives each
 * column header a `data-column` id and the wrapper its localized labels, `data-legend`
 * and `data-all`). Without this script every column is shown. With it:
 * - a set of check boxes above each such table picks the columns; every table of the
 *   page follows the same choice;
 * - the choice is kept in the address, `?compare=standard,oklahoma`, so a link shares it
 *   and a reload keeps it;
 * - with no choice in the address, all columns are shown when they fit at a readable
 *   width (12em each beside the rule column), else the first ones that fit (the standard
 *   game first); on a phone, where rows stack, all of them;
 * - the chosen columns share the width of the page; only more than fit at 6.5em each
 *   (all eight below about 1000 px) make the table scroll sideways, its rule column
 *   staying in view and a shadow marking the edge where more columns are.
 * Printing shows every column whatever the choice (site.css).
 */
(function () {
  "use strict";
  var PARAM = "compare";
  var READABLE = 12;   // em of the table's text: a column this wide reads in lines, not words
  var NARROWEST = 6.5; // em: the chosen columns share the width down to this, then scroll
  var wrappers = Array.prototype.slice.call(document.querySelectorAll(".gin-compare"));
  if (!wrappers.length || !window.URLSearchParams || !window.history.replaceState) return;

  var first = wrappers[0];
  var columns = Array.prototype.map.call(
    first.querySelectorAll("thead th[data-column]"),
    function (th) { return { id: th.getAttribute("data-column"), name: th.textContent.trim() }; }
  );
  if (columns.length < 2) return;
  var ids = columns.map(function (c) { return c.id; });
  var stacked = window.matchMedia("(max-width: 600px)");

  function fromAddress() {
    var value = new URLSearchParams(window.location.search).get(PARAM);
    if (!value) return null;
    var chosen = value.split(",").filter(function (id) { return ids.indexOf(id) >= 0; });
    return chosen.length ? chosen : null;
  }

  function fitting() {
    if (stacked.matches) return ids.slice();
    var table = first.querySelector("table");
    var em = parseFloat(window.getComputedStyle(table).fontSize) || 16;
    var n = Math.floor((first.clientWidth - 9 * em) / (READABLE * em));
    return ids.slice(0, Math.max(2, Math.min(ids.length, n)));
  }

  var explicit = fromAddress();
  var chosen = explicit || fitting();

  function apply() {
    wrappers.forEach(function (wrap) {
      var table = wrap.querySelector("table");
      var heads = table.querySelectorAll("thead th");
      var keep = [true];
      for (var i = 1; i < heads.length; i++) {
        keep.push(chosen.indexOf(heads[i].getAttribute("data-column")) >= 0);
      }
      Array.prototype.forEach.call(table.rows, function (row) {
        Array.prototype.forEach.call(row.cells, function (cell, i) {
          cell.classList.toggle("gin-off", keep[i] === false);
        });
      });
      table.style.minWidth = "calc(9em + " + chosen.length + " * " + NARROWEST + "em)";
      wrap.previousElementSibling.querySelectorAll("input").forEach(function (box) {
        box.checked = chosen.indexOf(box.value) >= 0;
      });
    });
  }

  function remember() {
    // ids are [a-z0-9-]: the list stays readable in the address ("standard,oklahoma")
    var params = new URLSearchParams(window.location.search);
    params.delete(PARAM);
    var rest = params.toString();
    var search = "?" + (rest ? rest + "&" : "") + PARAM + "=" + chosen.join(",");
    window.history.replaceState(window.history.state, "", search + window.location.hash);
  }

  function choose(next) {
    chosen = ids.filter(function (id) { return next.indexOf(id) >= 0; });
    explicit = chosen;
    apply();
    remember();
  }

  function chooser() {
    var set = document.createElement("fieldset");
    set.className = "gin-choice";
    var legend = document.createElement("legend");
    legend.textContent = first.getAttribute("data-legend") || "";
    set.appendChild(legend);
    columns.forEach(function (column) {
      var label = document.createElement("label");
      var box = document.createElement("input");
      box.type = "checkbox";
      box.value = column.id;
      box.addEventListener("change", function () {
        var next = chosen.filter(function (id) { return id !== column.id; });
        if (box.checked) next.push(column.id);
        if (!next.length) { box.checked = true; return; }  // one column at least
        choose(next);
      });
      label.appendChild(box);
      label.appendChild(document.createTextNode(column.name));
      set.appendChild(label);
    });
    var all = document.createElement("button");
    all.type = "button";
    all.textContent = first.getAttribute("data-all") || "";
    all.addEventListener("click", function () { choose(ids); });
    set.appendChild(all);
    return set;
  }

  wrappers.forEach(function (wrap) {
    wrap.parentNode.insertBefore(chooser(), wrap);
    wrap.classList.add("is-live");
  });
  apply();
  // until the reader chooses, the default follows the width of the window
  var pending = 0;
  window.addEventListener("resize", function () {
    if (explicit || pending) return;
    pending = window.requestAnimationFrame(function () {
      pending = 0;
      var next = fitting();
      if (next.join() !== chosen.join()) { chosen = next; apply(); }
    });
  });
})();
