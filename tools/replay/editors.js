// editors.js: the input and the output as the page keeps them (page.input,
// page.output: what is judged), their text boxes, pasting and opening a file.
//
// A text box holds a window of its text, never all of a long one: at most
// kWindowLines lines and about kWindowChars characters (a text box of
// megabytes costs seconds a layout, and a pasted 10^5-move answer froze the
// page). The output's window follows the step shown (the case's place(),
// rules.js); its label says which lines it holds, and an edit replaces
// those lines alone. Pasting is done here, into the text, not into the box.
//
// A text box holds no carriage return and its browser drops a pasted one;
// a file is read as bytes (decodeBytes), so the page judges its CR, tabs and
// last newline as the checker does. The note under the boxes says so.
// Uses controls.js's page, check() and showCase(), history.js's remember().
"use strict";

const kWindowLines = 300;
const kWindowChars = 24000;

// The part of page[id] in its box: { start, end } (character offsets), or
// null where the box is out of date (the editors were closed).
const editorWindows = { input: null, output: null };

// The line starts of the last two texts asked about (rules.js's
// lineStarts), so that a label's line numbers cost a search.
let lineIndexes = [];

function lineStartsOf(text) {
  let found = lineIndexes.find((each) => each.text === text);
  if (!found) {
    found = { text: text, starts: lineStarts(text) };
    lineIndexes = [found].concat(lineIndexes.slice(0, 1));
  }
  return found.starts;
}

// The number (from 0) of the line holding character `at`.
function lineAt(text, at) {
  const starts = lineStartsOf(text);
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle] <= at) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low;
}

// The window of `text` around character `at`: whole lines, up to half the
// lines and characters on each side; inside the line where one line alone
// is longer than kWindowChars (a rotation answer of 10^5 letters).
function windowOf(text, at) {
  if (text.length <= kWindowChars && lineStartsOf(text).length <= kWindowLines + 1) {
    return { start: 0, end: text.length };
  }
  at = Math.max(0, Math.min(text.length, at));
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const newline = text.indexOf("\n", at);
  const lineEnd = newline < 0 ? text.length : newline + 1;
  if (lineEnd - lineStart > kWindowChars) {
    const start = Math.max(lineStart, Math.min(at - kWindowChars / 2, lineEnd - kWindowChars));
    return { start: start, end: Math.min(lineEnd, start + kWindowChars) };
  }
  let start = lineStart;
  for (let lines = 0; lines < kWindowLines / 2 && start > 0; ++lines) {
    const before = text.lastIndexOf("\n", start - 2) + 1;
    if (at - before > kWindowChars / 2) {
      break;
    }
    start = before;
  }
  let end = lineEnd;
  for (let lines = 0; lines < kWindowLines / 2 && end < text.length; ++lines) {
    const next = text.indexOf("\n", end);
    const after = next < 0 ? text.length : next + 1;
    if (after - start > kWindowChars) {
      break;
    }
    end = after;
  }
  return { start: start, end: end };
}

// The box's label: "output", or which part of it the box holds.
function windowLabel(id, text, shown) {
  if (shown.start === 0 && shown.end === text.length) {
    return id;
  }
  const total = lineStartsOf(text).length - 1;
  const first = lineAt(text, shown.start);
  const last = lineAt(text, Math.max(shown.start, shown.end - 1));
  if (first === last && (shown.start > lineStartsOf(text)[first] || shown.end < lineStartsOf(text)[first + 1])) {
    const from = shown.start - lineStartsOf(text)[first];
    return id + ", line " + (first + 1) + " of " + total + ", characters " + (from + 1) + " to " + (from + shown.end - shown.start) +
           " (a window of a long line; the rest stays as it is)";
  }
  return id + ", lines " + (first + 1) + " to " + (last + 1) + " of " + total +
         " (a window around the step shown; the other lines stay as they are)";
}

// Shows the window of page[id] around character `at` in its box.
function showWindow(id, at) {
  const text = page[id];
  const shown = windowOf(text, at);
  editorWindows[id] = shown;
  const value = text.slice(shown.start, shown.end);
  if ($(id).value !== value.replace(/\r\n?/g, "\n")) {
    $(id).value = value;
  }
  $(id + "-label").textContent = windowLabel(id, text, shown);
}

// The input or the output (`id`) becomes `value`; its box shows it from
// `at` (default: its start) while the editors are open.
function setText(id, value, at) {
  page[id] = value;
  editorWindows[id] = null;
  if ($("editing").open) {
    showWindow(id, at || 0);
  }
}

// Moves the output's window to the step shown where the box is open and not
// being typed in and the step's line is not in it.
function followStep(c) {
  const at = c && c.replayed && c.place ? c.place(page.step) : -1;
  const shown = editorWindows.output;
  if (!$("editing").open || document.activeElement === $("output") || at < 0) {
    return;
  }
  if (shown === null || at < shown.start || at > shown.end || (at === shown.end && shown.end < page.output.length)) {
    showWindow("output", at);
  }
}

// ---- Typing and pasting ----------------------------------------------------

// The text with the box's window replaced by `typed`; the window ends after it.
function typedInto(id, typed) {
  const shown = editorWindows[id] || { start: 0, end: page[id].length };
  const whole = page[id].slice(0, shown.start) + typed + page[id].slice(shown.end);
  editorWindows[id] = { start: shown.start, end: shown.start + typed.length };
  return whole;
}

// A burst of typing is one change: remembered at its first key, checked
// 0.3 s after its last.
let typingTimer = 0;
let typingOpen = false;

function typed(id, whole, what) {
  if (!typingOpen) {
    remember(what);
    typingOpen = true;
  }
  page[id] = whole;
  clearTimeout(typingTimer);
  typingTimer = setTimeout(() => {
    typingOpen = false;
    check(() => showCase(page.shown, page.step));
  }, 300);
}

function stopTyping() {
  if (typingOpen) {
    clearTimeout(typingTimer);
    typingOpen = false;
  }
}

// A paste: a carriage return it held is said (the box drops it); a long one
// goes into the text, not the box (the box keeps its window), its line ends
// \n as a box's would be; a short one the box takes, as any box does.
function paste(id, e) {
  const pasted = e.clipboardData ? e.clipboardData.getData("text/plain") : "";
  const crs = pasted.length - pasted.replace(/\r/g, "").length;
  if (crs > 0) {
    page.notice = { text: "the pasted text held " + countOf(crs, "carriage return") + " (\\r), which a text box cannot hold: they " +
                          "are judged as \\n; open the file to judge its own bytes" };
  }
  if (pasted.length <= kWindowChars) {
    return;
  }
  e.preventDefault();
  const box = $(id);
  const shown = editorWindows[id] || { start: 0, end: page[id].length };
  const clean = pasted.replace(/\r\n?/g, "\n");
  const from = shown.start + box.selectionStart;
  const to = shown.start + box.selectionEnd;
  stopTyping();
  remember("a paste into the " + id);
  page[id] = page[id].slice(0, from) + clean + page[id].slice(to);
  showWindow(id, from + clean.length);
  const caret = from + clean.length - editorWindows[id].start;
  box.setSelectionRange(caret, caret);
  page.notice = page.notice || { text: "pasted " + countOf(clean.length, "character") };
  check(() => showCase(page.shown, page.step));
}

// ---- Files -------------------------------------------------------------------

// Bytes as text, each byte that is not UTF-8 (judge_io.hpp's utf8_at: a
// stray byte, an overlong form, a surrogate, past U+10FFFF, cut short) as
// the lone surrogate U+DC80..U+DCFF, which escaped() shows as \xNN; a byte
// order mark kept, as the checker reads it.
function decodeBytes(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (error) {
    // not UTF-8 throughout: a character at a time
  }
  const units = [];
  for (let i = 0; i < bytes.length;) {
    const c = bytes[i];
    const n = c < 0x80 ? 1 : c < 0xc2 ? 0 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf5 ? 4 : 0;
    let code = n === 1 ? c : c & (0x7f >> n);
    let good = n > 0 && i + n <= bytes.length;
    for (let k = 1; good && k < n; ++k) {
      good = (bytes[i + k] & 0xc0) === 0x80;
      code = code * 64 + (bytes[i + k] & 0x3f);
    }
    good = good && code >= [0, 0, 0x80, 0x800, 0x10000][n] && code <= 0x10ffff && !(code >= 0xd800 && code < 0xe000);
    if (!good) {
      units.push(String.fromCharCode(0xdc00 + c));
      i += 1;
    } else {
      units.push(String.fromCodePoint(code));
      i += n;
    }
  }
  return units.join("");
}

// Reads the file chosen for `id` (the input or the output) as bytes, and
// judges it as a judged answer (not a game).
async function openFile(id, file) {
  const text = decodeBytes(new Uint8Array(await file.arrayBuffer()));
  stopTyping();
  remember("the " + id + " opened from " + file.name);
  page.inGame = false;
  setText(id, text);
  const crs = text.length - text.replace(/\r/g, "").length;
  page.notice = { text: "opened " + file.name + " as the " + id + " (" + countOf(file.size, "byte") + (crs > 0 ? ", " +
                        countOf(crs, "carriage return") : "") + "), judged byte for byte" };
  check(() => {
    const at = id === "output" ? firstWrong() : null;
    showCase(at ? at.shown : page.shown, at ? at.step : 0);
  });
}

function listenToEditors() {
  for (const id of ["input", "output"]) {
    $(id).addEventListener("input", () => {
      const box = $(id);
      typed(id, typedInto(id, box.value), "an edit of the " + id);
      if (box.value.length > 2 * kWindowChars) {  // a drop, say: the box keeps a window still
        const caret = editorWindows[id].start + box.selectionEnd;
        showWindow(id, caret);
        box.setSelectionRange(caret - editorWindows[id].start, caret - editorWindows[id].start);
      }
    });
    $(id).addEventListener("paste", (e) => paste(id, e));
    $("open-" + id).addEventListener("click", () => $(id + "-file").click());
    $(id + "-file").addEventListener("change", () => {
      const file = $(id + "-file").files[0];
      $(id + "-file").value = "";
      if (file) {
        openFile(id, file);
      }
    });
  }
  $("editing").addEventListener("toggle", () => {
    if ($("editing").open) {
      showWindow("input", 0);
      editorWindows.output = null;
      followStep(currentCase());
      if (editorWindows.output === null) {
        showWindow("output", 0);
      }
    }
  });
}
