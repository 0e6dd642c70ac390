// Graph colouring on the page: the vertices on a circle and the edges
// between them, each vertex filled with its colour so far, the vertex
// tried ringed in the colour tried, the neighbour that refuses it and
// their edge marked, the event in words, and how a step is named in the
// tree. Its words (English and Vietnamese) are its own, `words` below,
// added to the catalogues when the page loads it.

import { el, text, Replay } from './common.js';
import { num, t as tr } from '../i18n.js';

/// The colours, in order: colour 1 is the first. Past the last, a grey
/// with the colour's number on it.
const PALETTE = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#bfef45', '#9a6324', '#469990'];
const fill = (c) => PALETTE[c - 1] || '#a9a9a9';

const R = 150; // the circle the vertices sit on, in board units
const V = 16; // a vertex's radius

/// Vertex v (from 1) of n: on the circle, the first at the top, clockwise.
function spot(v, n) {
  const a = (2 * Math.PI * (v - 1)) / Math.max(n, 1) - Math.PI / 2;
  return [R * Math.cos(a), R * Math.sin(a)];
}

/// The colours after k steps. The fewest colours runs several searches,
/// one after another: the first step of each (its `section`) starts
/// again from no colour.
function replay(data) {
  const n = data.input.vertices;
  return new Replay(
    () => ({ color: new Array(n + 1).fill(0), searches: 0 }),
    (s, e) => {
      if (e.section) {
        s.color.fill(0);
        s.searches += 1;
      }
      if (e.event === 'place') s.color[e.vertex] = e.color;
      if (e.event === 'remove') s.color[e.vertex] = 0;
    },
  );
}

export const words = {
  "en": {
    "input.color": "the graph: DIMACS, one line each",
    "input.help.color": "p edge V E, then e U V for each edge (vertices from 1); c starts a comment",
    "error:the text is not a graph: {detail}": "the text is not a graph: {detail}",
    "error:unknown graph {name}; the graphs are {list} (or send your own in text)": "unknown graph {name}; the graphs are {list} (or send your own in text)",
    "error:a graph may have at most {rows} rows and {cols} columns; this one has {what}": "a graph may have at most {rows} rows and {cols} columns; this one has {what}",
    "error:give either graph (a built-in graph) or text (a graph of your own), not both": "give either graph (a built-in graph) or text (a graph of your own), not both",
    "error:expected a `c`, `p` or `e` line, got {got}": "expected a `c`, `p` or `e` line, got {got}",
    "error:the input ended without a `p edge V E` line": "the input ended without a `p edge V E` line",
    "error:an edge before the `p edge V E` line": "an edge before the `p edge V E` line",
    "error:a second `p` line (the first is line {line})": "a second `p` line (the first is line {line})",
    "error:expected `p edge V E`, got {got}": "expected `p edge V E`, got {got}",
    "error:too few fields: expected {shape}, got {got}": "too few fields: expected {shape}, got {got}",
    "error:too many fields: expected {shape}, got {got}": "too many fields: expected {shape}, got {got}",
    "error:vertex {v} is joined to itself, so no coloring exists": "vertex {v} is joined to itself, so no coloring exists",
    "error:a vertex must be from {min} to {max}, got {got}": "a vertex must be from {min} to {max}, got {got}",
    "error:a vertex must be an integer from {min} to {max}, got {got}": "a vertex must be an integer from {min} to {max}, got {got}",
    "error:the number of vertices V must be from {min} to {max}, got {got}": "the number of vertices V must be from {min} to {max}, got {got}",
    "error:the number of vertices V must be an integer from {min} to {max}, got {got}": "the number of vertices V must be an integer from {min} to {max}, got {got}",
    "error:the number of edges E must be an integer from {min} to {max}, got {got}": "the number of edges E must be an integer from {min} to {max}, got {got}",
    "puzzle.color": "Graph coloring",
    "option.color.colors": "colors",
    "choice.color.colors.2000": "as many as it needs",
    "option.color.min": "find",
    "choice.color.min.false": "a coloring",
    "choice.color.min.true": "the fewest colors",
    "option.color.graph": "graph",
    "choice.color.graph.petersen": "Petersen graph (10 vertices)",
    "choice.color.graph.wheel": "wheel of 6: needs 4",
    "choice.color.graph.cube": "cube (8 vertices): 2 do",
    "choice.color.graph.k4": "K4: needs 4",
    "choice.color.graph.cycle": "5-cycle: needs 3",
    "summary.color.dsatur": "colour the vertex whose neighbours show the most colours first, trying each colour from the lowest; a colour a neighbour has is refused, and a vertex with none left sends the search back",
    "legend.color.vertex-tried": "the vertex tried, ringed in the colour tried",
    "legend.color.edge-conflict": "the neighbour that has that colour already",
    "legend.color.vertex-dead": "a vertex with no colour left",
    "color.start": "No vertex has a colour yet. Press step (→) or play to start the search.",
    "color.try": "Try colour {color} on vertex {vertex}.",
    "color.reject": "Not colour {color} on vertex {vertex}: its neighbour {neighbor} has it.",
    "color.place": "Give vertex {vertex} colour {color}: {colored} of {vertices} coloured.",
    "color.remove": "Take colour {color} off vertex {vertex} and try its next colour: {colored} of {vertices} coloured.",
    "color.dead_end": "Dead end: every colour allowed is taken by a neighbour of vertex {vertex}. Back up.",
    "color.solution": "A coloring! All {vertices} vertices coloured with {used} colours, no two joined vertices alike.",
    "color.again": " (search {search}: one colour fewer than the last coloring)",
    "color.ending-found": " The search stops at the first coloring it finds.",
    "color.ending-none": " Every way has been tried: so few colours cannot do.",
    "color.ending-fewest": " The searches stop when one finds no coloring, or when the colours are as few as the vertices of a clique (all joined to each other): the last coloring found uses the fewest."
  },
  "vi": {
    "input.color": "đồ thị: dạng DIMACS, mỗi dòng một mục",
    "input.help.color": "p edge V E, rồi e U V cho mỗi cạnh (đỉnh đánh số từ 1); dòng bắt đầu bằng c là chú thích",
    "error:the text is not a graph: {detail}": "văn bản này không phải là đồ thị: {detail}",
    "error:unknown graph {name}; the graphs are {list} (or send your own in text)": "không có đồ thị {name}; các đồ thị là {list} (hoặc nhập đồ thị của bạn)",
    "error:a graph may have at most {rows} rows and {cols} columns; this one has {what}": "đồ thị có nhiều nhất {rows} dòng, mỗi dòng {cols} ký tự; đồ thị này có {what}",
    "error:give either graph (a built-in graph) or text (a graph of your own), not both": "chỉ chọn một: graph (đồ thị có sẵn) hoặc text (đồ thị của bạn), không chọn cả hai",
    "error:expected a `c`, `p` or `e` line, got {got}": "cần một dòng `c`, `p` hoặc `e`, nhận được {got}",
    "error:the input ended without a `p edge V E` line": "đầu vào kết thúc mà không có dòng `p edge V E`",
    "error:an edge before the `p edge V E` line": "có cạnh trước dòng `p edge V E`",
    "error:a second `p` line (the first is line {line})": "dòng `p` thứ hai (dòng đầu tiên là dòng {line})",
    "error:expected `p edge V E`, got {got}": "cần `p edge V E`, nhận được {got}",
    "error:too few fields: expected {shape}, got {got}": "thiếu trường: cần {shape}, nhận được {got}",
    "error:too many fields: expected {shape}, got {got}": "thừa trường: cần {shape}, nhận được {got}",
    "error:vertex {v} is joined to itself, so no coloring exists": "đỉnh {v} nối với chính nó, nên không có cách tô màu nào",
    "error:a vertex must be from {min} to {max}, got {got}": "đỉnh phải từ {min} đến {max}, nhận được {got}",
    "error:a vertex must be an integer from {min} to {max}, got {got}": "đỉnh phải là số nguyên từ {min} đến {max}, nhận được {got}",
    "error:the number of vertices V must be from {min} to {max}, got {got}": "số đỉnh V phải từ {min} đến {max}, nhận được {got}",
    "error:the number of vertices V must be an integer from {min} to {max}, got {got}": "số đỉnh V phải là số nguyên từ {min} đến {max}, nhận được {got}",
    "error:the number of edges E must be an integer from {min} to {max}, got {got}": "số cạnh E phải là số nguyên từ {min} đến {max}, nhận được {got}",
    "puzzle.color": "Tô màu đồ thị",
    "option.color.colors": "số màu",
    "choice.color.colors.2000": "bao nhiêu cũng được",
    "option.color.min": "tìm",
    "choice.color.min.false": "một cách tô",
    "choice.color.min.true": "ít màu nhất",
    "option.color.graph": "đồ thị",
    "choice.color.graph.petersen": "đồ thị Petersen (10 đỉnh)",
    "choice.color.graph.wheel": "bánh xe 6 đỉnh: cần 4",
    "choice.color.graph.cube": "hình lập phương (8 đỉnh): 2 là đủ",
    "choice.color.graph.k4": "K4: cần 4",
    "choice.color.graph.cycle": "chu trình 5 đỉnh: cần 3",
    "summary.color.dsatur": "tô trước đỉnh có các láng giềng mang nhiều màu khác nhau nhất, thử từng màu từ màu nhỏ nhất; màu mà một láng giềng đã có bị từ chối, và một đỉnh hết màu buộc cuộc tìm kiếm quay lui",
    "legend.color.vertex-tried": "đỉnh đang thử, viền bằng màu đang thử",
    "legend.color.edge-conflict": "láng giềng đã có màu đó",
    "legend.color.vertex-dead": "đỉnh không còn màu nào",
    "color.start": "Chưa đỉnh nào có màu. Nhấn bước (→) hoặc chạy để bắt đầu tìm kiếm.",
    "color.try": "Thử tô màu {color} cho đỉnh {vertex}.",
    "color.reject": "Không tô màu {color} cho đỉnh {vertex}: láng giềng {neighbor} đã có màu đó.",
    "color.place": "Tô đỉnh {vertex} màu {color}: đã tô {colored} trên {vertices} đỉnh.",
    "color.remove": "Bỏ màu {color} khỏi đỉnh {vertex} rồi thử màu tiếp theo: đã tô {colored} trên {vertices} đỉnh.",
    "color.dead_end": "Ngõ cụt: mọi màu được phép đều đã có ở một láng giềng của đỉnh {vertex}. Quay lui.",
    "color.solution": "Tô xong! Cả {vertices} đỉnh được tô bằng {used} màu, không hai đỉnh kề nhau nào cùng màu.",
    "color.again": " (lần tìm {search}: ít hơn một màu so với cách tô vừa tìm được)",
    "color.ending-found": " Cuộc tìm kiếm dừng ở cách tô đầu tiên tìm được.",
    "color.ending-none": " Đã thử mọi cách: chừng ấy màu không đủ.",
    "color.ending-fewest": " Các lần tìm dừng khi một lần không tìm được cách tô, hoặc khi số màu bằng số đỉnh của một clique (các đỉnh đôi một kề nhau): cách tô tìm được sau cùng dùng ít màu nhất."
  }
};

export const color = {
  words,

  /// How a step is named in the tree.
  key: (e) => `${e.vertex}:${e.color}`,
  label: (e) => (e.color ? `${e.vertex} ← ${e.color}` : `${e.vertex ?? ''}`),
  short: (e) => (e.color ? `${e.vertex}=${e.color}` : `${e.vertex ?? ''}`),

  /// What the board shows besides the colours.
  legend: [
    ['vertex-tried', 'the vertex tried, ringed in the colour tried'],
    ['edge-conflict', 'the neighbour that has that colour already'],
    ['vertex-dead', 'a vertex with no colour left'],
  ],

  view: replay,

  /// Draws the graph after step `context.k` (`e` is that step, null
  /// before the first).
  draw(svg, _n, e, context) {
    const { vertices: n, edges } = context.data.input;
    const s = context.view.at(context.events, context.k);
    const M = V + 6;
    svg.setAttribute('viewBox', `${-R - M} ${-R - M} ${2 * (R + M)} ${2 * (R + M)}`);
    svg.style.aspectRatio = '1 / 1';
    svg.replaceChildren();
    svg.setAttribute('class', `board graph ${e ? e.event : 'start'}`);

    const lines = el('g', {}, 'edges');
    for (const [u, v] of edges) {
      const [x1, y1] = spot(u, n);
      const [x2, y2] = spot(v, n);
      const conflict = e && e.event === 'reject'
        && ((u === e.vertex && v === e.neighbor) || (v === e.vertex && u === e.neighbor));
      lines.append(el('line', { x1, y1, x2, y2 }, conflict ? 'graph-edge edge-conflict' : 'graph-edge'));
    }
    svg.append(lines);

    const dots = el('g', {}, 'vertices');
    for (let v = 1; v <= n; v++) {
      const [x, y] = spot(v, n);
      const c = s.color[v];
      const dot = el('circle', { cx: x, cy: y, r: V, fill: c ? fill(c) : '#ffffff' }, c ? 'vertex colored' : 'vertex');
      dot.dataset.vertex = v;
      if (c) dot.dataset.color = c;
      dots.append(dot);
      const label = text(x, y, v, { 'font-size': 12, 'dominant-baseline': 'central', 'text-anchor': 'middle' }, c ? 'vertex-label on-color' : 'vertex-label');
      dots.append(label);
    }
    svg.append(dots);

    if (e && e.vertex && ['try', 'reject', 'place', 'remove'].includes(e.event)) {
      const [x, y] = spot(e.vertex, n);
      svg.append(el('circle', { cx: x, cy: y, r: V + 4, stroke: fill(e.color) }, `vertex-tried focus ${e.event}`));
      if (e.event === 'reject') {
        const [nx, ny] = spot(e.neighbor, n);
        svg.append(el('circle', { cx: nx, cy: ny, r: V + 4 }, 'edge-conflict-ring'));
      }
    }
    if (e && e.event === 'dead_end' && e.vertex) {
      const [x, y] = spot(e.vertex, n);
      svg.append(el('circle', { cx: x, cy: y, r: V + 4 }, 'vertex-dead'));
    }
  },

  /// The event in words.
  describe(e, context) {
    if (!e) return tr('color.start');
    const vertices = context ? num(context.data.input.vertices) : '';
    const s = context ? context.view.at(context.events, context.k) : null;
    const again = s && s.searches > 1 && e.section ? tr('color.again', { search: num(s.searches) }) : '';
    const used = s ? Math.max(0, ...s.color) : 0;
    const words = { vertex: e.vertex, color: e.color, neighbor: e.neighbor, colored: num(e.colored ?? 0), vertices, used };
    switch (e.event) {
      case 'try': return tr('color.try', words) + again;
      case 'reject': return tr('color.reject', words);
      case 'place': return tr('color.place', words);
      case 'remove': return tr('color.remove', words);
      case 'dead_end': return tr('color.dead_end', words);
      case 'solution': return tr('color.solution', words);
      case 'cut': return tr('common.cut', { steps: num(e.steps) });
      default: return `${e.event} ${e.vertex ?? ''}`;
    }
  },

  /// Said at the end of a finished trace.
  ending(data) {
    if (data.input.min && data.stats.solutions > 0) return tr('color.ending-fewest');
    return tr(data.stats.solutions > 0 ? 'color.ending-found' : 'color.ending-none');
  },
};

export default color;
