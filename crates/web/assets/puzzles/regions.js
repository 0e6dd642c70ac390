// Queens with regions (LinkedIn's Queens) on the page: the map, each
// region in its colour with a thick wall where regions meet, the queens
// placed so far, the squares they rule out (dotted), the square tried
// and the queen that refuses it, the event in words, and how a
// placement is named in the tree. The approach "deductions" adds its
// `deduce` steps: the technique by name, its reason in the library's
// words, the cells it crosses out (crosses) or fills, and the rows,
// columns or region it reasons from. Its words (English and Vietnamese)
// are its own, `words` below, added to the catalogues when the page
// loads it. With two stars a unit (`input.stars`, Star Battle) the
// stars are drawn as stars (in the queens' colours), and the words say
// "star".

import { el, at, Replay, queen, star, boardEdge, eventMarks, SQUARE as S, MARGIN as M } from './common.js';
import { num, t as say, uiLang } from '../i18n.js';

const tr = say;


const centre = (i) => M + S * i + S / 2;

/// The stars (queens) on the grid after k steps, as `row,col` to
/// [row, col] (k a row), and the cells crossed out (deductions: `row,col`).
function replay() {
  return new Replay(
    () => ({ queens: new Map(), crossed: new Set() }),
    (s, e) => {
      if (e.event === 'place') s.queens.set(`${e.row},${e.col}`, [e.row, e.col]);
      if (e.event === 'remove') s.queens.delete(`${e.row},${e.col}`);
      for (const c of (e.event === 'deduce' ? e.cross : e.crossed) || []) s.crossed.add(`${c.row},${c.col}`);
    },
  );
}

/// Whether a unit of a deduction (`{row}`, `{col}` or `{region}`) holds the cell.
const holds = (regions, u, r, c) =>
  (u.row !== undefined && u.row === r) || (u.col !== undefined && u.col === c)
  || (u.region !== undefined && regions[r][c] === u.region);

/// A cross on a cell crossed out.
function cross(r, c, cls) {
  const d = S * 0.22;
  const g = el('g', {}, cls);
  g.append(
    el('line', { x1: centre(c) - d, y1: centre(r) - d, x2: centre(c) + d, y2: centre(r) + d }),
    el('line', { x1: centre(c) - d, y1: centre(r) + d, x2: centre(c) + d, y2: centre(r) - d }),
  );
  return g;
}

/// Whether the stars `placed` ([row, col], k a unit) rule out (r, c):
/// its row, column or region holds its k, or a star touches it.
function rulesOut(regions, k, placed, r, c) {
  const count = (f) => placed.filter(([qr, qc]) => f(qr, qc)).length;
  return count((qr) => qr === r) >= k || count((_, qc) => qc === c) >= k
    || count((qr, qc) => regions[qr][qc] === regions[r][c]) >= k
    || placed.some(([qr, qc]) => Math.abs(qr - r) <= 1 && Math.abs(qc - c) <= 1);
}

/// The words' key: with two stars a unit, the star's words where it has them.
const said = (key, context) => {
  const stars = context && context.data && context.data.input.stars > 1;
  return stars && words.en[`${key}.stars`] ? `${key}.stars` : key;
};

export const words = {
  "en": {
    "puzzle.regions": "Queens with regions (LinkedIn Queens)",
    "option.regions.level": "level",
    "choice.regions.level.14": "level 14: 6×6, one answer",
    "choice.regions.level.1": "level 1: 6×6, 14 answers",
    "choice.regions.level.4": "level 4: 7×7, one answer",
    "choice.regions.level.17": "level 17: 8×8, one answer",
    "choice.regions.level.rows": "four rows as regions: 4×4",
    "choice.regions.level.stars8": "for two stars: 8×8, one answer",
    "option.regions.stars": "stars",
    "choice.regions.stars.1": "one a row, column and region (Queens)",
    "choice.regions.stars.2": "two a row, column and region (Star Battle)",
    "regions.start.stars": "The map is empty: two stars go in every row, column and colour region, no two touching. Press step (→) or play to start.",
    "regions.try.stars": "Try a star on {square}.",
    "regions.reject.column.stars": "Not {square}: its column holds its two stars; the last on {by}.",
    "regions.reject.region.stars": "Not {square}: its region holds its two stars; the last on {by}.",
    "regions.reject.touch.stars": "Not {square}: it touches the star on {by}.",
    "regions.place.stars": "Place a star on {square}: {stars} on the map.",
    "regions.remove.stars": "Take the star off {square}: {stars} left on the map.",
    "regions.dead_end.stars": "Dead end: no square of this row is left for its next star. Back up.",
    "regions.solution.stars": "Solved! Two stars in every row, column and region, none touching.",
    "regions.deduced.stars": "Place a star on {square}: {stars} on the map; it crosses out {crossed} cell(s) around it, and in its row, column and region once they hold their two.",
    "summary.regions.row-by-row": "place the stars (queens) row by row, k a row, left to right; a square is refused when its column or its region holds its k already, or a star touches it, even diagonally",
    "legend.regions.regions-out": "ruled out: its row, column or region holds its queens (stars) already, or one is next to it",
    "legend.regions.focus try": "the square tried",
    "legend.regions.queens-attacker": "the queen that refuses the square",
    "legend.regions.queens-placed": "the queen just placed",
    "regions.start": "The map is empty: one queen goes in every row, column and colour region, no two touching. Press step (→) or play to start.",
    "regions.try": "Try a queen on {square}.",
    "regions.reject.column": "Not {square}: the queen on {by} holds its column.",
    "regions.reject.region": "Not {square}: the queen on {by} holds its region.",
    "regions.reject.touch": "Not {square}: it touches the queen on {by}.",
    "regions.place": "Place a queen on {square}: {stars} on the map.",
    "regions.remove": "Take the queen off {square}: {stars} left on the map.",
    "regions.dead_end": "Dead end: no square of this row is left for a queen. Back up.",
    "regions.solution": "Solved! A queen in every row, column and region, none touching.",
    "regions.none": " The whole tree is searched: the map has no answer.",
    "regions.ending": " The whole tree is searched: the map has {count} answer(s).",
    "summary.regions.deductions": "solve as a person does, without guessing: each step is the easiest technique that finds something (a single; a region confined to a line; a cell whose queen would empty a region; k regions confined to k lines), until solved or stuck",
    "legend.regions.regions-cross": "crossed out: no queen can go there",
    "legend.regions.regions-from": "what the deduction reasons from: a row, column or region",
    "legend.regions.regions-into": "the rows, columns or region it crosses out in",
    "regions.technique.single": "Single",
    "regions.technique.confined": "Confined",
    "regions.technique.emptying": "Emptying",
    "regions.technique.k-confined": "k confined",
    "regions.deduce": "{technique}: {say}.",
    "regions.deduced": "Place a queen on {square}: {stars} on the map; it crosses out {crossed} cell(s) around it, in its row, column and region.",
    "regions.stuck": "Stuck: no technique here applies; only a guess (the search) goes on from here.",
    "regions.contradiction": "A row, column or region has too few cells left: the map has no answer.",
    "regions.solved": " Solved by deductions alone, without a guess.",
    "regions.unsolved": " The deductions stop here: the map needs trial and error."
  },
  "vi": {
    "puzzle.regions": "Quân hậu theo vùng (LinkedIn Queens)",
    "option.regions.level": "màn",
    "choice.regions.level.14": "màn 14: 6×6, một lời giải",
    "choice.regions.level.1": "màn 1: 6×6, 14 lời giải",
    "choice.regions.level.4": "màn 4: 7×7, một lời giải",
    "choice.regions.level.17": "màn 17: 8×8, một lời giải",
    "choice.regions.level.rows": "bốn hàng là bốn vùng: 4×4",
    "choice.regions.level.stars8": "cho hai ngôi sao: 8×8, một lời giải",
    "option.regions.stars": "số sao",
    "choice.regions.stars.1": "một mỗi hàng, cột và vùng (Queens)",
    "choice.regions.stars.2": "hai mỗi hàng, cột và vùng (Star Battle)",
    "regions.start.stars": "Bản đồ còn trống: mỗi hàng, mỗi cột và mỗi vùng màu có đúng hai ngôi sao, không hai ngôi sao nào kề nhau. Nhấn bước (→) hoặc chạy để bắt đầu.",
    "regions.try.stars": "Thử đặt sao ở {square}.",
    "regions.reject.column.stars": "Không đặt ở {square}: cột đó đã đủ hai ngôi sao; ngôi sao sau cùng ở {by}.",
    "regions.reject.region.stars": "Không đặt ở {square}: vùng đó đã đủ hai ngôi sao; ngôi sao sau cùng ở {by}.",
    "regions.reject.touch.stars": "Không đặt ở {square}: ô này kề ngôi sao ở {by}.",
    "regions.place.stars": "Đặt sao ở {square}: {stars} ngôi sao trên bản đồ.",
    "regions.remove.stars": "Nhấc ngôi sao ở {square} ra: còn {stars} ngôi sao trên bản đồ.",
    "regions.dead_end.stars": "Ngõ cụt: hàng này không còn ô nào cho ngôi sao tiếp theo. Quay lui.",
    "regions.solution.stars": "Giải xong! Mỗi hàng, cột và vùng có hai ngôi sao, không ngôi sao nào kề nhau.",
    "regions.deduced.stars": "Đặt sao ở {square}: {stars} ngôi sao trên bản đồ; ngôi sao này gạch {crossed} ô quanh nó, và trong hàng, cột, vùng của nó khi chúng đã đủ hai.",
    "summary.regions.row-by-row": "đặt các ngôi sao (quân hậu) theo từng hàng, k ngôi sao mỗi hàng, từ trái sang phải; ô bị từ chối khi cột hoặc vùng của nó đã đủ k, hoặc có ngôi sao kề nó, kể cả theo đường chéo",
    "legend.regions.regions-out": "bị loại: hàng, cột hoặc vùng của ô đã đủ quân hậu (ngôi sao), hoặc có một quân kề bên",
    "legend.regions.focus try": "ô đang thử",
    "legend.regions.queens-attacker": "quân hậu khiến ô bị từ chối",
    "legend.regions.queens-placed": "quân hậu vừa đặt",
    "regions.start": "Bản đồ còn trống: mỗi hàng, mỗi cột và mỗi vùng màu có đúng một quân hậu, không hai quân nào kề nhau. Nhấn bước (→) hoặc chạy để bắt đầu.",
    "regions.try": "Thử đặt hậu ở {square}.",
    "regions.reject.column": "Không đặt ở {square}: quân hậu ở {by} đã giữ cột đó.",
    "regions.reject.region": "Không đặt ở {square}: quân hậu ở {by} đã giữ vùng đó.",
    "regions.reject.touch": "Không đặt ở {square}: ô này kề quân hậu ở {by}.",
    "regions.place": "Đặt hậu ở {square}: {stars} quân trên bản đồ.",
    "regions.remove": "Nhấc quân hậu ở {square} ra: còn {stars} quân trên bản đồ.",
    "regions.dead_end": "Ngõ cụt: hàng này không còn ô nào đặt được hậu. Quay lui.",
    "regions.solution": "Giải xong! Mỗi hàng, cột và vùng có một quân hậu, không quân nào kề nhau.",
    "regions.none": " Đã tìm hết cả cây: bản đồ không có lời giải.",
    "regions.ending": " Đã tìm hết cả cây: bản đồ có {count} lời giải.",
    "summary.regions.deductions": "giải như người giải, không đoán: mỗi bước là kỹ thuật dễ nhất tìm ra điều gì đó (ô duy nhất; một vùng nằm gọn trong một hàng; một ô mà đặt hậu vào sẽ làm một vùng hết chỗ; k vùng nằm gọn trong k hàng), cho đến khi giải xong hoặc bế tắc",
    "legend.regions.regions-cross": "bị gạch: không thể đặt hậu ở đó",
    "legend.regions.regions-from": "điều suy luận dựa vào: một hàng, cột hoặc vùng",
    "legend.regions.regions-into": "các hàng, cột hoặc vùng nơi các ô bị gạch",
    "regions.technique.single": "Ô duy nhất",
    "regions.technique.confined": "Nằm gọn",
    "regions.technique.emptying": "Làm cạn",
    "regions.technique.k-confined": "k vùng nằm gọn",
    "regions.deduce": "{technique}: {say}.",
    "regions.deduced": "Đặt hậu ở {square}: {stars} quân trên bản đồ; quân này gạch {crossed} ô quanh nó, trong hàng, cột và vùng của nó.",
    "regions.stuck": "Bế tắc: không kỹ thuật nào ở đây áp dụng được; từ đây chỉ còn cách đoán (tìm kiếm).",
    "regions.contradiction": "Một hàng, cột hoặc vùng không còn đủ ô: bản đồ không có lời giải.",
    "regions.solved": " Giải xong chỉ bằng suy luận, không cần đoán.",
    "regions.unsolved": " Suy luận dừng ở đây: bản đồ cần thử và sai."
  }
};

export const regions = {
  words,

  key: (e) => `${e.row},${e.col}`,
  label: (e) => at(e.row, e.col),
  short: (e) => `${e.col}`,

  /// What the board shows. Rows and columns are numbered from 0, as in
  /// the API.
  legend: [
    ['regions-out', 'ruled out: its row, column or region holds its queens (stars) already, or one is next to it'],
    ['focus try', 'the square tried'],
    ['queens-attacker', 'the queen that refuses the square'],
    ['queens-placed', 'the queen just placed'],
  ],

  /// The legend of the approach "deductions", which crosses cells out.
  legends: {
    deductions: [
      ['regions-cross', 'crossed out: no queen can go there'],
      ['regions-from', 'what the deduction reasons from: a row, column or region'],
      ['regions-into', 'the rows, columns or region it crosses out in'],
      ['queens-placed', 'the queen just placed'],
    ],
  },

  view: replay,

  /// Draws the map after step `context.k` (`e` is that step, null before
  /// the first); the regions come with the trace (`input.regions`).
  draw(svg, _n, e, context) {
    const { n, regions } = context.data.input;
    const k = context.data.input.stars || 1;
    const s = context.view.at(context.events, context.k);
    const size = 2 * M + S * n;
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.replaceChildren();
    svg.setAttribute('class', `board regions ${e ? e.event : 'start'}`);
    const placed = [...s.queens.values()];
    const squares = el('g', {}, 'squares');
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const sq = el('rect', { x: M + S * c, y: M + S * r, width: S, height: S }, `region r${regions[r][c] % 12}`);
        sq.dataset.row = r;
        sq.dataset.col = c;
        squares.append(sq);
        if (e && e.event === 'deduce') {
          const into = e.into.some((u) => holds(regions, u, r, c));
          const from = e.from.some((u) => holds(regions, u, r, c));
          // Inset, so that a lit unit's squares stay apart.
          if (into || from) squares.append(el('rect', { x: M + S * c + 3, y: M + S * r + 3, width: S - 6, height: S - 6 }, from ? 'regions-from' : 'regions-into'));
        }
        if (s.crossed.has(`${r},${c}`)) {
          const fresh = e && ((e.event === 'deduce' ? e.cross : e.crossed) || []).some((x) => x.row === r && x.col === c);
          squares.append(cross(r, c, fresh ? 'regions-cross fresh' : 'regions-cross'));
        } else if (!s.queens.has(`${r},${c}`)) {
          if (rulesOut(regions, k, placed, r, c)) {
            squares.append(el('circle', { cx: centre(c), cy: centre(r), r: 3 }, 'regions-out'));
          }
        }
      }
    }
    svg.append(squares);
    // Thin lines between squares, thick walls between regions.
    const walls = el('g', {}, 'walls');
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (c + 1 < n) {
          const wall = regions[r][c] !== regions[r][c + 1];
          walls.append(el('line', { x1: M + S * (c + 1), y1: M + S * r, x2: M + S * (c + 1), y2: M + S * (r + 1) }, wall ? 'region-wall' : 'grid-line'));
        }
        if (r + 1 < n) {
          const wall = regions[r][c] !== regions[r + 1][c];
          walls.append(el('line', { x1: M + S * c, y1: M + S * (r + 1), x2: M + S * (c + 1), y2: M + S * (r + 1) }, wall ? 'region-wall' : 'grid-line'));
        }
      }
    }
    svg.append(walls);
    // The deductions name regions by their symbols: each in its region's
    // first square.
    if (context.data.input.deductions) {
      const { map } = context.data.input;
      const seen = new Set();
      const symbols = el('g', {}, 'region-symbols');
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          if (seen.has(regions[r][c])) continue;
          seen.add(regions[r][c]);
          const text = el('text', { x: M + S * c + 4, y: M + S * r + 13 }, 'region-symbol');
          text.textContent = map[r][c];
          symbols.append(text);
        }
      }
      svg.append(symbols);
    }
    svg.append(...boardEdge(n, 'frame region-frame'), eventMarks(e));

    const piece = k > 1 ? star : queen;
    const pieces = el('g', {}, 'pieces');
    for (const [r, c] of placed) {
      let cls = '';
      if (e && e.event === 'place' && r === e.row && c === e.col) cls = 'placed';
      if (e && e.event === 'reject' && e.by && r === e.by.row && c === e.by.col) cls = 'attacker';
      pieces.append(piece(r, c, cls));
    }
    if (e && e.event === 'remove') pieces.append(piece(e.row, e.col, 'removed'));
    // The queens a single is about to place, outlined on their cells.
    if (e && e.event === 'deduce') {
      for (const p of e.place) pieces.append(el('rect', { x: M + S * p.col + 3, y: M + S * p.row + 3, width: S - 6, height: S - 6 }, 'focus place'));
    }
    svg.append(pieces);
  },

  /// The event in words, in the page's language.
  describe(e, context) {
    // With two stars, the star's words where they differ (`<key>.stars`).
    const tr = (key, vars) => say(said(key, context), vars);
    if (!e) return tr('regions.start');
    const square = e.row === undefined ? '' : at(e.row, e.col);
    switch (e.event) {
      case 'try': return tr('regions.try', { square });
      case 'reject': return tr(`regions.reject.${e.reason}`, { square, by: at(e.by.row, e.by.col) });
      case 'place': return e.crossed
        ? tr('regions.deduced', { square, stars: e.stars, crossed: num(e.crossed.length) })
        : tr('regions.place', { square, stars: e.stars });
      case 'deduce': return tr('regions.deduce', {
        technique: tr(`regions.technique.${e.reason}`),
        say: e.say[uiLang()] || e.say.en,
      });
      case 'remove': return tr('regions.remove', { square, stars: e.stars });
      case 'dead_end': return e.reason ? tr(`regions.${e.reason}`) : tr('regions.dead_end');
      case 'solution': return tr('regions.solution');
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event} ${square}`;
    }
  },

  ending(data) {
    if (data.input.deductions) {
      const last = data.events[data.events.length - 1];
      if (last && last.reason === 'contradiction') return '';
      return tr(data.stats.solutions > 0 ? 'regions.solved' : 'regions.unsolved');
    }
    if (data.stats.solutions === 0) return tr('regions.none');
    return tr('regions.ending', { count: num(data.stats.solutions) });
  },
};

export default regions;
