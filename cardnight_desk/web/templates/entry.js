/* The entry form: built from the sheet's description (data.description; a JSON box when the game has none),
   started from this side's last entry or the blank sheet, checked as it is typed (POST .../check, a moment
   after the last key), sent as the JSON `cardnight-desk score` reads (POST /entry/<token>). Paths are kept as
   lists of keys (a team's name may hold a dot) and compared with the desk's dotted paths joined. */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("entry-data").textContent);
  var w = data.words, d = data.description, sides = data.sides;
  var form = document.getElementById("sheet"), statusLine = document.getElementById("status");
  var general = document.getElementById("general"), send = document.getElementById("send");
  var cells = {}, inputs = [], lineLists = [], touched = {}, tried = false, checking = 0, timer = 0;
  var readOnly = data.status === "confirmed";
  var start = clone(readOnly ? data.confirmed : (data.entered || data.template));

  function clone(x) { return x === undefined || x === null ? x : JSON.parse(JSON.stringify(x)); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function at(obj, path) {
    for (var i = 0; i < path.length; i++) {
      if (obj === null || typeof obj !== "object") { return undefined; }
      obj = obj[path[i]];
    }
    return obj;
  }
  function put(obj, path, value) {
    for (var i = 0; i < path.length - 1; i++) {
      if (obj[path[i]] === null || typeof obj[path[i]] !== "object") { obj[path[i]] = {}; }
      obj = obj[path[i]];
    }
    if (value === undefined) { delete obj[path[path.length - 1]]; } else { obj[path[path.length - 1]] = value; }
  }
  function pathOf(pattern, side, n) {
    return pattern.split(".").map(function (k) { return k === "{side}" ? side : (k === "{n}" ? n : k); });
  }
  function key(path) { return path.join("."); }

  /* one field: its label, its input and the line under it for its errors */
  /* perSide: a field each side has its own of (within a line: a rummy player's result) */
  function field(f, path, where, value, perSide) {
    var cell = el("div", "field"), label = el("label", "", f.label), input, box;
    var id = "f" + inputs.length;
    label.htmlFor = id;
    if (f.worth) { label.appendChild(el("span", "note", " " + f.worth)); }
    cell.appendChild(label);
    if (f.kind === "yes_no") {
      cell.className = "field tick";
      input = el("input");
      input.type = "checkbox";
      input.checked = value === true;
      /* an optional yes/no not said yet is left out of the sheet (rummy's "had a turn" belongs only to
         first-turn and hand-rummy deals): shown as neither, until tapped */
      input.indeterminate = f.optional === true && value !== true && value !== false;
      cell.insertBefore(input, label);
    } else if (f.kind === "choice" || f.kind === "side") {
      /* a choice of the sheet or of a line (how the game ended, a deal's type) starts at its first option, as
         the desk's form does; a side's name, an optional choice and a choice of each side start unchosen, and
         are left out of the sheet until chosen */
      var first = f.kind === "choice" && !f.optional && !perSide;
      input = el("select");
      if (!first) { input.appendChild(el("option", "", w.choose)).value = ""; }
      var options = f.kind === "side" ? sides.map(function (s) { return { value: s, label: s }; }) : f.options;
      options.forEach(function (o) {
        var option = el("option", "", o.label);
        option.value = o.value;
        input.appendChild(option);
      });
      input.value = options.some(function (o) { return o.value === value; }) ? value : (first ? options[0].value : "");
      cell.appendChild(input);
    } else {
      input = el("input");
      input.type = "text";
      input.autocomplete = "off";
      if (f.kind === "whole" && !f.options) { input.inputMode = "numeric"; }
      if (f.hint) { input.placeholder = f.hint; }
      input.value = shown(f, value);
      if (f.kind === "whole") {
        box = el("div", "count");
        box.appendChild(stepper(input, f, -1));
        box.appendChild(input);
        box.appendChild(stepper(input, f, 1));
        cell.appendChild(box);
      } else {
        cell.appendChild(input);
      }
    }
    input.id = id;
    input.disabled = readOnly;
    input.addEventListener("input", function () { touched[key(path)] = true; changed(); });
    input.addEventListener("change", function () { touched[key(path)] = true; changed(); });
    var item = { f: f, path: path, input: input, cell: cell, where: where };
    inputs.push(item);
    cell.appendChild(el("div", "err"));
    cells[key(path)] = cell;
    return item;
  }
  function stepper(input, f, by) {
    var b = el("button", "step", by < 0 ? "\u2212" : "+");
    b.type = "button";
    b.tabIndex = -1;
    b.disabled = readOnly;
    b.addEventListener("click", function () {
      var n = parseInt(input.value, 10), step = f.step || 1;
      n = isNaN(n) ? (f.min || 0) : n + by * step;
      if (f.min !== undefined && n < f.min) { n = f.min; }
      if (f.max !== undefined && n > f.max) { n = f.max; }
      input.value = String(n);
      input.dispatchEvent(new Event("input"));
    });
    return b;
  }
  function shown(f, value) {
    if (value === undefined || value === null) { return f.default !== undefined && f.kind === "whole" ? String(f.default) : ""; }
    if (Array.isArray(value)) { return value.join(f.kind === "cards" ? " " : ", "); }
    if (typeof value === "object") { return JSON.stringify(value); }
    return String(value);
  }
  /* what the sheet holds for one input: undefined leaves it out (an optional field, a choice not made) */
  function valueOf(item) {
    var f = item.f, input = item.input, text = input.type === "checkbox" ? "" : input.value.trim();
    if (f.kind === "yes_no") { return input.indeterminate ? undefined : input.checked; }
    if (text === "") {
      if (f.optional || f.kind === "choice" || f.kind === "side") { return undefined; }
      return f.kind === "text" ? "" : (f.kind === "cards" || f.kind === "wholes" ? [] : null);
    }
    if (f.kind === "whole") { return /^[-+]?\d+$/.test(text) ? parseInt(text, 10) : text; }
    if (f.kind === "cards") { return text.split(/[\s,]+/).filter(Boolean).map(function (c) { return c.toUpperCase(); }); }
    if (f.kind === "rank") { return text.toUpperCase(); }
    if (f.kind === "wholes") { return text.split(/[\s,]+/).filter(Boolean).map(function (n) { return /^\d+$/.test(n) ? parseInt(n, 10) : n; }); }
    if (f.kind === "counts" || f.kind === "amount") { try { return JSON.parse(text); } catch (e) { return text; } }
    return text;
  }

  function heading(parent, text, tag) { parent.appendChild(el(tag || "h2", "", text)); }
  function fields(parent, list, side, n, values, where) {
    var group = "";
    list.forEach(function (f) {
      if ((f.group || "") !== group) {
        group = f.group || "";
        if (group) { heading(parent, group, "h4"); }
      }
      var path = pathOf(f.path, side, n);
      var item = field(f, path, where, at(values, path), side !== "");
      parent.appendChild(item.cell);
    });
  }

  /* a line list: its lines, each with its fields and, under each side, the side's fields */
  function lineList(spec) {
    var box = el("section", "lines"), list = el("div"), add = el("button", "add", "+ " + (spec.add || w.add));
    var entry = { spec: spec, list: list, lines: [] };
    heading(box, spec.label);
    box.appendChild(list);
    add.type = "button";
    add.hidden = readOnly;
    add.addEventListener("click", function () { addLine(entry, {}); changed(); });
    box.appendChild(add);
    lineList.all.push(entry);
    (at(start, [spec.path]) || []).forEach(function (line) { addLine(entry, line); });
    return box;
  }
  lineList.all = lineLists;
  function addLine(entry, line) {
    var spec = entry.spec, n = entry.lines.length, card = el("fieldset", "line");
    var values = {};
    values[spec.path] = [];
    values[spec.path][n] = line;
    var legend = el("legend", "", (spec.number || spec.label) + " " + (n + 1));
    card.appendChild(legend);
    var first = inputs.length;
    fields(card, spec.fields, "", String(n), values, card);
    (spec.side_fields ? sides : []).forEach(function (side) {
      var part = el("div", "side");
      heading(part, side, "h4");
      fields(part, spec.side_fields, side, String(n), values, part);
      card.appendChild(part);
    });
    var mine = inputs.slice(first);
    if (spec.preset) { presetOn(spec.preset, mine, String(n)); }
    var remove = el("button", "remove", spec.remove || w.remove);
    remove.type = "button";
    remove.hidden = readOnly;
    remove.addEventListener("click", function () { dropLine(entry, card); });
    card.appendChild(remove);
    entry.list.appendChild(card);
    entry.lines.push({ card: card, items: mine });
  }
  function dropLine(entry, card) {
    var spec = entry.spec, kept = [];
    entry.lines.forEach(function (line, n) {
      if (line.card !== card) { kept.push(at(collect(line.items, {}), [spec.path, String(n)]) || {}); }
      line.items.forEach(function (item) { inputs.splice(inputs.indexOf(item), 1); delete cells[key(item.path)]; });
    });
    entry.list.textContent = "";
    entry.lines = [];
    kept.forEach(function (line) { addLine(entry, line); });
    changed();
  }
  function presetOn(preset, items, n) {
    var from = items.filter(function (i) { return i.path[i.path.length - 1] === preset.from; })[0];
    var to = items.filter(function (i) { return i.path[i.path.length - 1] === preset.to; })[0];
    if (!from || !to) { return; }
    from.input.addEventListener("input", function () {
      var k = from.input.value.trim().toLowerCase().replace(/^rule/, "").trim();
      var v = preset.values[k];
      if (v !== undefined && v !== null) { to.input.value = String(v); }
    });
  }

  /* is an item written? (a field written only if another field of the same entry has a value) */
  function written(item, sheet) {
    var only = item.f.only_if;
    if (!only) { return true; }
    var name = Object.keys(only)[0];
    return at(sheet, item.path.slice(0, -1).concat([name])) === only[name];
  }
  function collect(items, sheet) {
    items.forEach(function (item) { if (!item.f.only_if) { put(sheet, item.path, valueOf(item)); } });
    items.forEach(function (item) {
      var on = written(item, sheet);
      item.cell.hidden = !on;
      if (item.f.only_if && on) { put(sheet, item.path, valueOf(item)); }
    });
    return sheet;
  }

  function build() {
    if (!d) {
      var item = { f: { kind: "json", label: "" }, path: [], input: el("textarea"), cell: el("div", "field") };
      item.input.value = JSON.stringify(start, null, 1);
      item.input.rows = 18;
      item.input.disabled = readOnly;
      item.input.addEventListener("input", changed);
      item.cell.appendChild(item.input);
      item.cell.appendChild(el("div", "err"));
      form.appendChild(item.cell);
      inputs.push(item);
      cells[""] = item.cell;
      return;
    }
    var game = el("section");
    fields(game, d.fields, "", "", start, game);
    if (d.fields.length) { form.appendChild(game); }
    if (d.sides && d.sides.list) {
      var who = el("p", "note", sides.join(" \u00b7 "));
      who.dir = "auto";
      form.insertBefore(who, form.firstChild);
    } else if (d.sides) {
      sides.forEach(function (side) {
        var part = el("section", side === data.side ? "side mine" : "side");
        var name = el("h2", "", side);
        name.dir = "auto";
        part.appendChild(name);
        fields(part, d.sides.fields, side, "", start, part);
        form.appendChild(part);
      });
    }
    d.lines.forEach(function (spec) { form.appendChild(lineList(spec)); });
  }

  function sheet() {
    if (!d) {
      try { return JSON.parse(inputs[0].input.value); } catch (e) { return inputs[0].input.value; }
    }
    var out = clone(data.template);
    d.lines.forEach(function (spec) { out[spec.path] = []; });
    lineLists.forEach(function (entry) {
      entry.lines.forEach(function (line, n) { out[entry.spec.path][n] = collect(line.items, {})[entry.spec.path][n]; });
    });
    var top = inputs.filter(function (item) { return !lineLists.some(function (e) { return e.lines.some(function (l) { return l.items.indexOf(item) >= 0; }); }); });
    collect(top, out);
    return out;
  }

  /* the errors (and the differences) beside their fields; the rest above the button */
  function show(errors, differences, all) {
    var rest = [], seen = {};
    Object.keys(cells).forEach(function (k) {
      var cell = cells[k];
      cell.classList.remove("bad", "differs");
      cell.lastChild.textContent = "";
    });
    (differences || []).forEach(function (p) {
      var cell = cells[p];
      if (cell) { cell.classList.add("differs"); cell.lastChild.textContent = w.differs_here; }
    });
    (errors || []).forEach(function (e) {
      var cell = cells[d ? e.path : ""];
      if (cell && (all || touched[e.path] || !d)) {
        cell.classList.add("bad");
        cell.lastChild.textContent += (cell.lastChild.textContent ? " \u00b7 " : "") + e.message;
      } else if (!cell && all && !seen[e.message]) {
        seen[e.message] = true;
        rest.push(e.message);
      }
    });
    general.textContent = rest.join("\n");
  }
  function say(text) { statusLine.textContent = text || ""; }

  function post(path, body) {
    return fetch(path, {
      method: "POST",
      cache: "no-store",
      headers: { "Content-Type": "application/json", "X-Entry-Key": data.key },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (j) { return { status: r.status, body: j }; });
    });
  }
  /* a restarted server has a new key: the page is read again for it (another site cannot read it) */
  function freshKey() {
    return fetch(location.pathname, { cache: "no-store" }).then(function (r) { return r.text(); }).then(function (t) {
      var page = new DOMParser().parseFromString(t, "text/html"), found = page.getElementById("entry-data");
      if (found) { data.key = JSON.parse(found.textContent).key; }
    });
  }
  function changed() {
    clearTimeout(timer);
    timer = setTimeout(check, 400);
  }
  function check() {
    var mine = ++checking;
    post(location.pathname + "/check", sheet()).then(function (r) {
      if (mine !== checking) { return; }
      if (r.status === 200) { show(r.body.errors, null, tried); }
      else if (r.status === 403) { freshKey(); }
    }).catch(function () {});
  }
  /* tries: how many times it was sent again after the desk could not be reached; rekeyed: with a new key */
  function submit(tries, rekeyed) {
    var body = sheet();
    tried = true;
    checking++;
    send.disabled = true;
    say(w.sending);
    post(location.pathname, body).then(function (r) {
      send.disabled = false;
      if (r.status === 200) {
        say(w[r.body.status] || r.body.status);
        show([], r.body.fields, true);
      } else if (r.status === 422) {
        say(w.refused);
        show(r.body.errors, null, true);
      } else if (r.status === 409) {
        location.reload();
      } else if (r.status === 404) {
        say(w.gone);
        send.disabled = true;
      } else if (r.status === 403 && !rekeyed) {
        freshKey().then(function () { submit(tries, true); });
      } else if (r.status >= 500 && tries < 5) {
        later(tries);
      } else {
        say(w.failed);
      }
    }).catch(function () {
      send.disabled = false;
      if (tries < 5) { later(tries); } else { say(w.failed); }
    });
  }
  function later(tries) {
    say(w.retry);
    setTimeout(function () { submit(tries + 1, false); }, 1500 * (tries + 1));
  }

  build();
  say(w[data.status] || "");
  if (readOnly) {
    send.hidden = true;
  } else {
    send.addEventListener("click", function () { submit(0, false); });
  }
})();
