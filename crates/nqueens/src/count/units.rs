//! Work units: the deterministic split of a count into independent pieces.
//!
//! With symmetry on, every class of solutions is counted once, through the
//! representative chosen by its *frame* (the queens on the four border
//! lines, see [`crate::count::frames`]):
//! - **corner units**: the top queen in the corner (0,0); of the two
//!   boards of a class with that corner (the solution and its transpose)
//!   the one whose row-1 queen comes first is counted. Each stands for 8
//!   boards.
//! - **edge units**: the top queen t columns from the corner, t < n-1-t,
//!   and no border queen nearer its corner; the frame must be the smallest
//!   of its 8 images and fixed by none of them. Each stands for 8 boards.
//! - **frame units**: the few canonical frames a half turn fixes; their
//!   solutions are looked at one by one to count the symmetric ones.
//!
//! With symmetry off, **plain units** split the whole search by its first
//! rows. A unit is a prototype plus the columns of its next `split` rows.
//! The list depends only on n, symmetry and split, never on threads or
//! timing, so shards, checkpoints and merges name units by index and check
//! the list by its fingerprint.

use std::sync::Arc;

use crate::count::frames::{Frame, half_turn_frames};
use crate::kernels::frame_job::Job;
use crate::kernels::rows::{Mode, Search};

/// The version of the unit split; part of every checkpoint and shard file.
pub const SPLIT_VERSION: &str = "rows-v1";

/// The largest `split` accepted.
pub const MAX_SPLIT: u8 = 4;

/// The split used unless another is asked for.
pub const DEFAULT_SPLIT: u8 = 2;

/// A family of units sharing their first queens and rules.
#[derive(Debug, Clone)]
pub(crate) struct Proto {
    pub mode: Mode,
    pub search: Search,
    pub label: String,
    /// The columns of the queens it places in its first rows, row by
    /// row (for the independent recount, which places them itself).
    pub given: Vec<u8>,
}

/// A canonical frame fixed by a half turn, counted on its own.
#[derive(Debug, Clone)]
pub(crate) struct FrameUnit {
    pub frame: Frame,
    /// Boards in the frame's orbit: 8 / |stabilizer|.
    pub orbit: u8,
    /// The frame's stabilizer over [`crate::symmetry::Symmetry::ALL`].
    pub stabilizer: u8,
    pub job: Job,
}

/// One unit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum UnitRef {
    Search { proto: u32, prefix: Vec<u8> },
    Frame { frame: u32 },
}

/// The units of one prototype that share all but their last prefix
/// queen: the parent prefix and the columns open to that last queen.
/// Units are found from these groups, not stored one by one: at n = 32
/// split 4 the 12 million units took 754 MB as a list, and take some
/// 12 MB as groups.
#[derive(Debug, Clone, Copy)]
struct Group {
    /// The index of the group's first unit.
    first: u32,
    proto: u32,
    /// The parent prefix, `len` columns of it.
    parent: [u8; MAX_SPLIT as usize],
    len: u8,
    /// The columns of the last prefix queen, one unit each in increasing
    /// order; 0 for a group of one unit whose prefix is the parent itself
    /// (a prototype split to depth 0).
    last: u64,
}

impl Group {
    fn units(&self) -> u32 {
        if self.last == 0 { 1 } else { self.last.count_ones() }
    }
}

/// The ordered unit list of one count.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    pub n: usize,
    pub symmetry: bool,
    pub split: u8,
    pub protos: Vec<Proto>,
    pub frames: Vec<FrameUnit>,
    /// The search units, in groups ordered by their first unit.
    groups: Vec<Group>,
    /// How many search units the groups hold; the frame units follow.
    search_units: usize,
}

impl Plan {
    /// Builds the plan, 1 ≤ n ≤ 32.
    pub fn new(n: usize, symmetry: bool, split: u8) -> Plan {
        let mut protos = Vec::new();
        let mut frames = Vec::new();
        if symmetry {
            if n >= 2 {
                protos.extend(corner_protos(n));
            }
            protos.extend(edge_protos(n));
            frames = half_turn_frames(n)
                .into_iter()
                .map(|f| frame_unit(n, f))
                .collect();
        } else {
            let s = empty_search(n);
            protos.push(Proto {
                mode: Mode::Plain,
                search: s,
                label: "plain".into(),
                given: Vec::new(),
            });
        }
        let mut groups = Vec::new();
        let mut units = 0u32;
        for (i, p) in protos.iter().enumerate() {
            // Edge units must leave the last row to the search, which
            // checks its frame.
            let room = (n - 1).saturating_sub(p.search.first);
            let depth = usize::from(split).min(room);
            let mut group = |parent: &[u8], last: u64| {
                let mut cols = [0; MAX_SPLIT as usize];
                cols[..parent.len()].copy_from_slice(parent);
                let g = Group {
                    first: units,
                    proto: i as u32,
                    parent: cols,
                    len: parent.len() as u8,
                    last,
                };
                units += g.units();
                groups.push(g);
            };
            if depth == 0 {
                group(&[], 0);
                continue;
            }
            // The units in the order of `push_prefixes` to `depth`: each
            // parent's children are its open columns, in increasing order.
            let mut prefix = Vec::with_capacity(depth);
            push_prefixes(&p.search, depth - 1, &mut prefix, &mut |parent| {
                let mut s = p.search.clone();
                for &c in parent {
                    s = s.place(1 << c);
                }
                let last = s.first_free();
                if last != 0 {
                    group(parent, last);
                }
            });
        }
        Plan {
            n,
            symmetry,
            split,
            protos,
            frames,
            groups,
            search_units: units as usize,
        }
    }

    /// The number of units.
    pub fn len(&self) -> usize {
        self.search_units + self.frames.len()
    }

    /// Unit `i`, `i < self.len()`.
    pub fn unit(&self, i: usize) -> UnitRef {
        if i >= self.search_units {
            return UnitRef::Frame {
                frame: (i - self.search_units) as u32,
            };
        }
        let g = &self.groups[self.groups.partition_point(|g| g.first as usize <= i) - 1];
        let mut prefix = g.parent[..usize::from(g.len)].to_vec();
        if g.last != 0 {
            let mut last = g.last;
            for _ in 0..i - g.first as usize {
                last &= last - 1;
            }
            prefix.push(last.trailing_zeros() as u8);
        }
        UnitRef::Search {
            proto: g.proto,
            prefix,
        }
    }

    /// The prototype of unit `i`; `None` for a frame unit.
    pub fn proto_of(&self, i: usize) -> Option<u32> {
        (i < self.search_units)
            .then(|| self.groups[self.groups.partition_point(|g| g.first as usize <= i) - 1].proto)
    }

    /// Every unit, in order (for the kernels' tests).
    #[cfg(test)]
    pub fn units(&self) -> impl Iterator<Item = UnitRef> + '_ {
        (0..self.len()).map(|i| self.unit(i))
    }

    /// The search of a search unit: its prototype with the prefix placed.
    pub fn search(&self, proto: u32, prefix: &[u8]) -> Search {
        let mut s = self.protos[proto as usize].search.clone();
        for &c in prefix {
            s = s.place(1 << c);
        }
        s
    }

    /// Counts unit `i` again with the independent recount
    /// ([`crate::count::recount`]), sharing no code with the kernels.
    pub fn recount(&self, i: usize) -> crate::count::unit_count::UnitCount {
        use crate::count::recount;
        match self.unit(i) {
            UnitRef::Search { proto, prefix } => {
                let p = &self.protos[proto as usize];
                let given: Vec<usize> = p.given.iter().chain(&prefix).map(|&c| usize::from(c)).collect();
                recount::search_unit(self.n, &given, &p.search.allowed[..self.n], p.mode == Mode::Edge)
            }
            UnitRef::Frame { frame } => recount::frame_unit(self.n, self.frames[frame as usize].frame),
        }
    }

    /// Whether unit `i` is a frame unit (counted by the frame search
    /// whatever the kernel).
    pub fn is_frame(&self, i: usize) -> bool {
        i >= self.search_units
    }

    /// Boards each counted solution of unit `i` stands for.
    pub fn weight(&self, i: usize) -> u8 {
        match self.proto_of(i) {
            Some(proto) => match self.protos[proto as usize].mode {
                Mode::Plain => 1,
                Mode::Corner | Mode::Edge => 8,
            },
            None => self.frames[i - self.search_units].orbit,
        }
    }

    /// Names unit `i`: its prototype and prefix, or its frame.
    pub fn label(&self, i: usize) -> String {
        match self.unit(i) {
            UnitRef::Search { proto, prefix } => {
                let mut s = self.protos[proto as usize].label.clone();
                for c in prefix {
                    push_column(&mut s, c);
                }
                s
            }
            UnitRef::Frame { frame } => {
                let f = self.frames[frame as usize].frame;
                format!("frame{}.{}.{}.{}", f.top, f.bottom, f.left, f.right)
            }
        }
    }

    /// A 64-bit FNV-1a hash of everything that defines the unit list.
    pub fn fingerprint(&self) -> u64 {
        let mut h = Fnv::new();
        h.write(SPLIT_VERSION.as_bytes());
        h.write(&[self.n as u8, u8::from(self.symmetry), self.split]);
        // Unit by unit in order, as `label` names them, but a group's
        // shared part is written once: at n = 32 split 4 the 12 million
        // labels took seconds to make one by one.
        let mut label = String::new();
        for g in &self.groups {
            label.clear();
            label.push_str(&self.protos[g.proto as usize].label);
            for &c in &g.parent[..usize::from(g.len)] {
                push_column(&mut label, c);
            }
            if g.last == 0 {
                h.write(label.as_bytes());
                h.write(b";");
                continue;
            }
            let shared = label.len();
            let mut last = g.last;
            while last != 0 {
                label.truncate(shared);
                push_column(&mut label, last.trailing_zeros() as u8);
                h.write(label.as_bytes());
                h.write(b";");
                last &= last - 1;
            }
        }
        for i in self.search_units..self.len() {
            h.write(self.label(i).as_bytes());
            h.write(b";");
        }
        h.0
    }
}

/// Appends `+C`, a prefix queen's column, to a unit's label.
fn push_column(label: &mut String, c: u8) {
    label.push('+');
    if c >= 10 {
        label.push(char::from(b'0' + c / 10));
    }
    label.push(char::from(b'0' + c % 10));
}

fn full_mask(n: usize) -> u64 {
    (1u64 << n) - 1
}

fn empty_search(n: usize) -> Search {
    let mut allowed = [0u64; 32];
    allowed[..n].fill(full_mask(n));
    Search {
        n,
        first: 0,
        col: 0,
        ld: 0,
        rd: 0,
        allowed,
        t: 0,
        lr: 0,
        leaf: Arc::from(Vec::new()),
        col1_from: 0,
    }
}

/// Corner prototypes: (0,0) and the row-1 queen at c1 ≥ 2. The solution
/// is counted, not its transpose, when c1 is smaller than the row of the
/// column-1 queen, so column 1 is closed in rows 2..=c1.
fn corner_protos(n: usize) -> Vec<Proto> {
    let base = empty_search(n);
    let corner = base.place(1);
    let mut out = Vec::new();
    for c1 in 2..n {
        if corner.first_free() & (1 << c1) == 0 {
            continue;
        }
        let mut s = corner.place(1 << c1);
        for row in 2..=c1.min(n - 1) {
            s.allowed[row] &= !2;
        }
        s.col1_from = c1 + 1;
        out.push(Proto {
            mode: Mode::Corner,
            search: s,
            label: format!("corner{c1}"),
            given: vec![0, c1 as u8],
        });
    }
    out
}

/// Edge prototypes: the top queen at column t, 1 ≤ t < n-1-t.
fn edge_protos(n: usize) -> Vec<Proto> {
    let mut out = Vec::new();
    let mut t = 1;
    while 2 * t + 1 < n {
        let mut s = empty_search(n);
        let sides = 1 | 1 << (n - 1);
        for row in (0..t).chain(n - t..n) {
            s.allowed[row] &= !sides;
        }
        s.allowed[n - 1] = (t..n - t).fold(0, |m, c| m | 1 << c);
        s.t = t;
        s.leaf = Arc::from(leaf_table(n, t));
        let s = s.place(1 << t);
        out.push(Proto {
            mode: Mode::Edge,
            search: s,
            label: format!("edge{t}"),
            given: vec![t as u8],
        });
        t += 1;
    }
    out
}

/// For each (left row, right row), the bottom columns whose frame with top
/// t is canonical and fixed by no symmetry.
fn leaf_table(n: usize, t: usize) -> Vec<u64> {
    let mut table = vec![0u64; n * n];
    for l in t..n - t {
        for r in t..n - t {
            for b in t..n - t {
                let f = Frame {
                    top: t as u8,
                    bottom: b as u8,
                    left: l as u8,
                    right: r as u8,
                };
                if f.is_valid(n) && f.is_canonical(n) && f.stabilizer(n) == 1 {
                    table[l * n + r] |= 1 << b;
                }
            }
        }
    }
    table
}

fn frame_unit(n: usize, frame: Frame) -> FrameUnit {
    let stabilizer = frame.stabilizer(n);
    let job = crate::kernels::frame_job::frame_job(n, frame);
    FrameUnit {
        frame,
        orbit: 8 / stabilizer.count_ones() as u8,
        stabilizer,
        job,
    }
}

/// Calls `each` with every placement of queens in the first `depth` open
/// rows of `s`, in increasing order of columns.
fn push_prefixes(s: &Search, depth: usize, prefix: &mut Vec<u8>, each: &mut dyn FnMut(&[u8])) {
    if depth == 0 {
        each(prefix);
        return;
    }
    let mut free = s.first_free();
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        prefix.push(bit.trailing_zeros() as u8);
        push_prefixes(&s.place(bit), depth - 1, prefix, each);
        prefix.pop();
    }
}

/// FNV-1a, 64 bits: a stable, dependency-free hash for fingerprints.
pub(crate) struct Fnv(u64);

impl Fnv {
    pub(crate) fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    pub(crate) fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    pub(crate) fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The units as a list, made the plain way: every prefix to the
    /// split depth, prototype by prototype (the list the groups replace).
    fn listed(plan: &Plan) -> Vec<UnitRef> {
        let mut units = Vec::new();
        for (i, p) in plan.protos.iter().enumerate() {
            let room = (plan.n - 1).saturating_sub(p.search.first);
            let depth = usize::from(plan.split).min(room);
            push_prefixes(&p.search, depth, &mut Vec::new(), &mut |pre| {
                units.push(UnitRef::Search {
                    proto: i as u32,
                    prefix: pre.to_vec(),
                });
            });
        }
        units.extend((0..plan.frames.len()).map(|f| UnitRef::Frame { frame: f as u32 }));
        units
    }

    #[test]
    fn groups_give_the_listed_units_in_order() {
        for n in 1..=12 {
            for symmetry in [true, false] {
                for split in 0..=MAX_SPLIT {
                    let plan = Plan::new(n, symmetry, split);
                    let listed = listed(&plan);
                    let at = format!("n={n} symmetry={symmetry} split={split}");
                    assert_eq!(plan.units().collect::<Vec<_>>(), listed, "{at}");
                    let mut h = Fnv::new();
                    h.write(SPLIT_VERSION.as_bytes());
                    h.write(&[n as u8, u8::from(symmetry), split]);
                    for (i, u) in listed.iter().enumerate() {
                        let proto = match u {
                            UnitRef::Search { proto, .. } => Some(*proto),
                            UnitRef::Frame { .. } => None,
                        };
                        assert_eq!(plan.proto_of(i), proto, "{at} unit {i}");
                        assert_eq!(plan.is_frame(i), proto.is_none(), "{at} unit {i}");
                        let label = match u {
                            UnitRef::Search { proto, prefix } => prefix
                                .iter()
                                .fold(plan.protos[*proto as usize].label.clone(), |l, c| {
                                    format!("{l}+{c}")
                                }),
                            UnitRef::Frame { .. } => plan.label(i),
                        };
                        assert_eq!(plan.label(i), label, "{at} unit {i}");
                        h.write(label.as_bytes());
                        h.write(b";");
                    }
                    assert_eq!(plan.fingerprint(), h.finish(), "{at}");
                }
            }
        }
    }

    #[test]
    fn a_large_plan_is_held_in_groups() {
        // n = 32 split 4: 11,975,835 units (the fingerprint a checkpoint
        // of `count 32 --split 4` names), held as about half a million
        // groups rather than a list.
        let plan = Plan::new(32, true, 4);
        assert_eq!(plan.len(), 11_975_835);
        assert!(
            plan.groups.len() < plan.len() / 16,
            "{} groups",
            plan.groups.len()
        );
        assert_eq!(format!("{:016x}", plan.fingerprint()), "17fe31611fa02c0b");
    }
}
