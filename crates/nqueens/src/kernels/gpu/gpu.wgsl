// The GPU kernel's search (see gpu.rs): one invocation counts the
// completions of one sub-search, a partial board with at most MAX_ROWS
// open rows, by a bitmask depth-first search with its stack in private
// memory. Bit c of a mask is column c (n <= 32, so a u32 holds a row).
//
// rules: [0] n, [1] edge mode (0 or 1), [2] sub-searches in this dispatch,
//        [3] unused, [4 + row] the squares row may use, [36 + l*n + r] the
//        edge mode's leaf table (bottom-queen columns that count when the
//        left and right column queens sit in rows l and r).
// subs:  (col, ld, rd, lr | first << 16): the attacks on row `first`, the
//        first open row, and the edge mode's leaf index so far.
// out:   (completions, queens placed) per sub-search. Neither can wrap:
//        with m <= 12 open rows and m free columns a search has at most
//        m! <= 479001600 completions and places at most
//        sum_k m!/(m-k)! < e * 12! < 1.31e9 queens, below 2^32.

const ALLOWED: u32 = 4u;
const LEAF: u32 = 36u;
const MAX_ROWS: u32 = 12u;

@group(0) @binding(0) var<storage, read> subs: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read> rules: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<vec2<u32>>;

// The last row's squares that count: all of them, or in edge mode those
// the leaf table keeps for the side queens' rows `lr`.
fn counted(f: u32, lr: u32, edge: bool) -> u32 {
    if edge {
        return countOneBits(f & rules[LEAF + lr]);
    }
    return countOneBits(f);
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= rules[2] {
        return;
    }
    let n = rules[0];
    let edge = rules[1] != 0u;
    let last = n - 1u;
    let s = subs[i];
    let first = s.w >> 16u;
    let lr0 = s.w & 0xffffu;
    let f0 = rules[ALLOWED + first] & ~(s.x | s.y | s.z);
    if first >= last {
        out[i] = vec2<u32>(counted(f0, lr0, edge), countOneBits(f0));
        return;
    }
    // The stack, by depth below `first`: attacks on that row, its untried
    // squares, the leaf index of the side queens above it. The deepest
    // pushed row is last - 1, at depth <= MAX_ROWS - 2.
    var col: array<u32, MAX_ROWS>;
    var ld: array<u32, MAX_ROWS>;
    var rd: array<u32, MAX_ROWS>;
    var avail: array<u32, MAX_ROWS>;
    var lrs: array<u32, MAX_ROWS>;
    col[0] = s.x;
    ld[0] = s.y;
    rd[0] = s.z;
    avail[0] = f0;
    lrs[0] = lr0;
    var d = 0u;
    var sol = 0u;
    var nodes = 0u;
    loop {
        let a = avail[d];
        if a == 0u {
            if d == 0u {
                break;
            }
            d -= 1u;
            continue;
        }
        let bit = a & (0u - a);
        avail[d] = a ^ bit;
        nodes += 1u;
        let row = first + d;
        let c = col[d] | bit;
        let l = (ld[d] | bit) << 1u;
        let r = (rd[d] | bit) >> 1u;
        let next = row + 1u;
        let f = rules[ALLOWED + next] & ~(c | l | r);
        var lr = 0u;
        if edge {
            lr = lrs[d] + (bit & 1u) * row * n + (bit >> last) * row;
        }
        if next == last {
            sol += counted(f, lr, edge);
            nodes += countOneBits(f);
            continue;
        }
        if f == 0u {
            continue;
        }
        d += 1u;
        col[d] = c;
        ld[d] = l;
        rd[d] = r;
        avail[d] = f;
        lrs[d] = lr;
    }
    out[i] = vec2<u32>(sol, nodes);
}
