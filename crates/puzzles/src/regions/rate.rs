//! Solving as a person does: deductions on the grid of cells still open,
//! each by a named technique, and a puzzle's level from the hardest one
//! it needs.
//!
//! A star placed crosses out its neighbours and, once a unit has its K
//! stars, the rest of that unit, as the LinkedIn game marks them; the
//! techniques are the steps that need a thought:
//!
//! - **single** (level 1): a row, column or region has just the cells
//!   left that it still needs stars in: they are stars;
//! - **confined** (level 2): a region lies within one row (or column),
//!   or a row or column within one region: the other cells of that row
//!   or region are crossed out;
//! - **emptying** (level 3): a star on a cell would leave some unit too
//!   few cells (a neighbour of every cell a region has left, say): it is
//!   crossed out;
//! - **k confined** (level 4): k regions lie within k rows (or columns),
//!   or k rows within k regions, k = 2 or 3: the rest of those rows is
//!   crossed out;
//! - none applies (level 5): the puzzle needs trial and error.

use super::{Regions, Stars};

/// A human technique, easiest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// A unit with as many cells left as stars missing.
    Single,
    /// One region within one line, or one line within one region.
    Confined,
    /// A cell whose star would leave a unit too few cells.
    Emptying,
    /// k regions within k lines, or k lines within k regions.
    KConfined,
}

impl Technique {
    /// Its level, 1 to 4 (5 is a puzzle no technique finishes).
    pub fn level(self) -> u8 {
        self as u8 + 1
    }

    /// Its name, as `rate` prints it.
    pub fn name(self) -> &'static str {
        match self {
            Technique::Single => "single",
            Technique::Confined => "confined",
            Technique::Emptying => "emptying",
            Technique::KConfined => "k-confined",
        }
    }
}

/// The language of a hint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// Vietnamese.
    Vi,
}

/// A unit a deduction reasons from or about: a row, a column, a region
/// (numbered from 0; regions in the order they first appear).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// A row.
    Row(usize),
    /// A column.
    Col(usize),
    /// A region.
    Reg(usize),
}

/// A kind of unit, as a function from its number.
type UnitOf = fn(usize) -> Unit;

/// One deduction: its technique, the units it reasons from and the cells
/// it fills or crosses out (row, column from 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deduction {
    /// The technique.
    pub technique: Technique,
    /// Stars it places.
    pub place: Vec<(usize, usize)>,
    /// Cells it crosses out.
    pub cross: Vec<(usize, usize)>,
    from: Vec<Unit>,
    into: Vec<Unit>,
    symbols: Vec<char>,
    queen: bool,
}

/// A puzzle's level and the deductions that solve it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rating {
    /// 1 (easy) to 5 (needs trial and error).
    pub level: Level,
    /// The deductions, in order, up to where they solve it or stop.
    pub steps: Vec<Deduction>,
}

/// The rating scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles alone.
    Easy = 1,
    /// A region or line confined to one line or region.
    Medium,
    /// A cell whose star would empty a unit.
    Hard,
    /// k regions or lines confined together.
    Expert,
    /// No technique here finishes it: trial and error.
    Beyond,
}

impl Level {
    /// Its name.
    pub fn name(self) -> &'static str {
        ["easy", "medium", "hard", "expert", "beyond"][self as usize - 1]
    }
}

/// The grid a person works on: cells still open, stars placed.
#[derive(Clone)]
struct Grid<'a> {
    p: &'a Regions,
    open: Vec<u64>,
    stars: Vec<u64>,
}

impl<'a> Grid<'a> {
    fn new(p: &'a Regions) -> Self {
        let full = (1u64 << p.n) - 1;
        Grid {
            p,
            open: vec![full; p.n],
            stars: vec![0; p.n],
        }
    }

    fn cells(&self, u: Unit, of: &[u64]) -> Vec<(usize, usize)> {
        let n = self.p.n;
        let mut out = vec![];
        for (r, &m) in of.iter().enumerate().take(n) {
            for c in 0..n {
                if self.holds(u, r, c) && m >> c & 1 == 1 {
                    out.push((r, c));
                }
            }
        }
        out
    }

    fn need(&self, u: Unit) -> usize {
        self.p.stars - self.cells(u, &self.stars).len().min(self.p.stars)
    }

    fn units(&self) -> Vec<Unit> {
        let n = self.p.n;
        (0..n)
            .flat_map(|i| [Unit::Row(i), Unit::Col(i), Unit::Reg(i)])
            .collect()
    }

    /// Places a star and crosses out what it rules out at once.
    fn place(&mut self, r: usize, c: usize) {
        self.stars[r] |= 1 << c;
        self.open[r] &= !(1 << c);
        let around = (0b111u64 << c) >> 1;
        for rr in r.saturating_sub(1)..(r + 2).min(self.p.n) {
            self.open[rr] &= !around;
        }
        for u in [Unit::Row(r), Unit::Col(c), Unit::Reg(self.p.region(r, c))] {
            if self.need(u) == 0 {
                for (rr, cc) in self.cells(u, &self.open.clone()) {
                    self.open[rr] &= !(1 << cc);
                }
            }
        }
    }

    fn stuck(&self) -> bool {
        self.units()
            .into_iter()
            .any(|u| self.cells(u, &self.open).len() < self.need(u))
    }

    fn solved(&self) -> bool {
        self.stars.iter().all(|m| m.count_ones() as usize == self.p.stars)
    }

    fn deduction(
        &self,
        t: Technique,
        place: Vec<(usize, usize)>,
        cross: Vec<(usize, usize)>,
        from: Vec<Unit>,
        into: Vec<Unit>,
    ) -> Deduction {
        Deduction {
            technique: t,
            place,
            cross,
            from,
            into,
            symbols: self.p.symbols.clone(),
            queen: self.p.stars == 1,
        }
    }

    fn single(&self) -> Option<Deduction> {
        self.units().into_iter().find_map(|u| {
            let left = self.cells(u, &self.open);
            let need = self.need(u);
            (need > 0 && left.len() == need)
                .then(|| self.deduction(Technique::Single, left, vec![], vec![u], vec![]))
        })
    }

    /// k units of one kind (`group`) whose open cells lie within k units
    /// of another (`lines`) that need as many stars: the rest of those
    /// lines is crossed out.
    fn confined(&self, k: usize) -> Option<Deduction> {
        let n = self.p.n;
        let kinds: [(UnitOf, UnitOf); 6] = [
            (Unit::Reg, Unit::Row),
            (Unit::Reg, Unit::Col),
            (Unit::Row, Unit::Reg),
            (Unit::Col, Unit::Reg),
            (Unit::Row, Unit::Col),
            (Unit::Col, Unit::Row),
        ];
        for (group, line) in kinds {
            let live: Vec<usize> = (0..n).filter(|&i| self.need(group(i)) > 0).collect();
            for set in subsets(&live, k) {
                let units: Vec<Unit> = set.iter().map(|&i| group(i)).collect();
                let cells: Vec<(usize, usize)> =
                    units.iter().flat_map(|&u| self.cells(u, &self.open)).collect();
                let mut lines: Vec<usize> = (0..n)
                    .filter(|&j| cells.iter().any(|&(r, c)| self.holds(line(j), r, c)))
                    .collect();
                lines.dedup();
                let need: usize = units.iter().map(|&u| self.need(u)).sum();
                let line_need: usize = lines.iter().map(|&j| self.need(line(j))).sum();
                if lines.len() != k || need != line_need {
                    continue;
                }
                let into: Vec<Unit> = lines.iter().map(|&j| line(j)).collect();
                let cross: Vec<(usize, usize)> = into
                    .iter()
                    .flat_map(|&u| self.cells(u, &self.open))
                    .filter(|rc| !cells.contains(rc))
                    .collect();
                if !cross.is_empty() {
                    let t = if k == 1 {
                        Technique::Confined
                    } else {
                        Technique::KConfined
                    };
                    return Some(self.deduction(t, vec![], cross, units, into));
                }
            }
        }
        None
    }

    fn holds(&self, u: Unit, r: usize, c: usize) -> bool {
        match u {
            Unit::Row(i) => r == i,
            Unit::Col(i) => c == i,
            Unit::Reg(g) => self.p.region(r, c) == g,
        }
    }

    fn emptying(&self) -> Option<Deduction> {
        let n = self.p.n;
        for r in 0..n {
            for c in 0..n {
                if self.open[r] >> c & 1 == 0 {
                    continue;
                }
                let mut trial = self.clone();
                trial.place(r, c);
                if let Some(u) = trial
                    .units()
                    .into_iter()
                    .find(|&u| trial.cells(u, &trial.open).len() < trial.need(u))
                {
                    return Some(self.deduction(Technique::Emptying, vec![], vec![(r, c)], vec![], vec![u]));
                }
            }
        }
        None
    }

    fn next(&self) -> Option<Deduction> {
        self.single()
            .or_else(|| self.confined(1))
            .or_else(|| self.emptying())
            .or_else(|| self.confined(2))
            .or_else(|| self.confined(3))
    }

    fn apply(&mut self, d: &Deduction) {
        for &(r, c) in &d.place {
            self.place(r, c);
        }
        for &(r, c) in &d.cross {
            self.open[r] &= !(1 << c);
        }
    }
}

/// The k-element subsets of `items`, in order.
fn subsets(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = vec![];
    for (i, &x) in items.iter().enumerate() {
        for mut rest in subsets(&items[i + 1..], k - 1) {
            rest.insert(0, x);
            out.push(rest);
        }
    }
    out
}

/// The grid a person works on, as [`rate`] works it: the cells still
/// open and the stars placed, and the next deduction on it. A front end
/// that shows the deductions one by one walks it as `rate` does:
/// [`Worksheet::next`], then [`Worksheet::apply`], until solved or stuck.
#[derive(Clone)]
pub struct Worksheet<'a>(Grid<'a>);

impl<'a> Worksheet<'a> {
    /// The empty grid of a puzzle: every cell open.
    pub fn new(p: &'a Regions) -> Self {
        Worksheet(Grid::new(p))
    }

    /// The deduction of the easiest technique that finds one (as
    /// [`hint`] and [`rate`] choose), or `None`.
    pub fn next(&self) -> Option<Deduction> {
        self.0.next()
    }

    /// Places a deduction's stars (crossing out their neighbours, and the
    /// rest of every unit they fill) and crosses out its cells.
    pub fn apply(&mut self, d: &Deduction) {
        self.0.apply(d);
    }

    /// Places a star, crossing out its neighbours and the rest of every
    /// unit it fills (one star of [`Worksheet::apply`]).
    pub fn place(&mut self, row: usize, col: usize) {
        self.0.place(row, col);
    }

    /// Crosses out a cell (one cell of [`Worksheet::apply`]).
    pub fn cross(&mut self, row: usize, col: usize) {
        self.0.open[row] &= !(1 << col);
    }

    /// Whether the cell is still open: no star, not crossed out.
    pub fn is_open(&self, row: usize, col: usize) -> bool {
        self.0.open[row] >> col & 1 == 1
    }

    /// Whether every row holds its stars.
    pub fn solved(&self) -> bool {
        self.0.solved()
    }

    /// Whether some unit has fewer open cells than the stars it still
    /// needs: the grid has no answer.
    pub fn stuck(&self) -> bool {
        self.0.stuck()
    }

    /// The stars placed.
    pub fn stars(&self) -> Stars {
        Stars(self.0.stars.clone())
    }
}

/// Rates a puzzle: its deductions from the empty grid, and the level of
/// the hardest one (5, beyond, if they stop before it is solved).
pub fn rate(p: &Regions) -> Rating {
    let mut g = Grid::new(p);
    let mut steps = vec![];
    while !g.solved() && !g.stuck() {
        let Some(d) = g.next() else { break };
        g.apply(&d);
        steps.push(d);
    }
    let hardest = steps.iter().map(|d| d.technique.level()).max().unwrap_or(1);
    let level = if !g.solved() || g.stuck() {
        Level::Beyond
    } else {
        [Level::Easy, Level::Medium, Level::Hard, Level::Expert][hardest as usize - 1]
    };
    Rating { level, steps }
}

/// The next deduction from the stars already placed (`progress`; none:
/// the empty grid), or `None` when no technique here finds one.
pub fn hint(p: &Regions, progress: Option<&Stars>) -> Option<Deduction> {
    let mut g = Grid::new(p);
    if let Some(s) = progress {
        for (r, c) in s.cells() {
            g.place(r, c);
        }
    }
    if g.solved() { None } else { g.next() }
}

impl Deduction {
    /// The units it reasons from: the unit of a single, the regions (or
    /// lines) found confined; none for an emptying.
    pub fn from_units(&self) -> &[Unit] {
        &self.from
    }

    /// The units it reasons about: the lines (or regions) the confined
    /// ones lie within, the unit a crossed-out cell would empty.
    pub fn into_units(&self) -> &[Unit] {
        &self.into
    }

    /// The deduction in words, with rows, columns and regions as the
    /// grid shows them (from 1, region symbols).
    pub fn say(&self, lang: Lang) -> String {
        self.say_from(lang, 1)
    }

    /// The deduction in words, rows and columns numbered from `first`
    /// (the web page numbers them from 0, as its board does).
    pub fn say_from(&self, lang: Lang, first: usize) -> String {
        let en = lang == Lang::En;
        let unit = |u: &Unit| match (u, en) {
            (Unit::Row(i), true) => format!("row {}", i + first),
            (Unit::Col(i), true) => format!("column {}", i + first),
            (Unit::Reg(g), true) => format!("region {}", self.symbols[*g]),
            (Unit::Row(i), false) => format!("hàng {}", i + first),
            (Unit::Col(i), false) => format!("cột {}", i + first),
            (Unit::Reg(g), false) => format!("vùng {}", self.symbols[*g]),
        };
        let list = |us: &[Unit]| {
            us.iter()
                .map(unit)
                .collect::<Vec<_>>()
                .join(if en { " and " } else { " và " })
        };
        let cells = |cs: &[(usize, usize)]| {
            cs.iter()
                .map(|&(r, c)| {
                    if en {
                        format!("row {}, column {}", r + first, c + first)
                    } else {
                        format!("hàng {}, cột {}", r + first, c + first)
                    }
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        let piece = match (self.queen, en) {
            (true, true) => "queen",
            (false, true) => "star",
            (true, false) => "quân hậu",
            (false, false) => "ngôi sao",
        };
        match (self.technique, en) {
            (Technique::Single, true) if self.place.len() == 1 => {
                format!(
                    "{} has one cell left for its {piece}: place it at {}",
                    list(&self.from),
                    cells(&self.place)
                )
            }
            (Technique::Single, true) => format!(
                "{} has {k} cells left for its {k} {piece}s: place them at {}",
                list(&self.from),
                cells(&self.place),
                k = self.place.len()
            ),
            (Technique::Single, false) if self.place.len() == 1 => {
                format!(
                    "{} chỉ còn một ô cho {piece}: đặt tại {}",
                    list(&self.from),
                    cells(&self.place)
                )
            }
            (Technique::Single, false) => format!(
                "{} chỉ còn {k} ô cho {k} {piece}: đặt tại {}",
                list(&self.from),
                cells(&self.place),
                k = self.place.len()
            ),
            (Technique::Confined | Technique::KConfined, true) => format!(
                "{} lie{} within {}, so no other cell there can hold a {piece}: cross out {}",
                list(&self.from),
                if self.from.len() == 1 { "s" } else { "" },
                list(&self.into),
                cells(&self.cross)
            ),
            (Technique::Confined | Technique::KConfined, false) => format!(
                "{} nằm gọn trong {}, nên các ô khác ở đó không thể có {piece}: gạch {}",
                list(&self.from),
                list(&self.into),
                cells(&self.cross)
            ),
            (Technique::Emptying, true) => format!(
                "a {piece} at {} would leave {} too few cells: cross it out",
                cells(&self.cross),
                list(&self.into)
            ),
            (Technique::Emptying, false) => format!(
                "nếu đặt {piece} tại {} thì {} không còn đủ ô: gạch ô đó",
                cells(&self.cross),
                list(&self.into)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_easy_map_solves_by_singles() {
        let p = Regions::parse_one("ABBBB/AAAAA/ACCDC/CCCCC/CCCEE", 1).unwrap();
        let r = rate(&p);
        assert_eq!((r.level, r.steps.len()), (Level::Easy, 5));
        let mut g = Grid::new(&p);
        for d in &r.steps {
            g.apply(d);
        }
        assert!(g.solved());
        let h = hint(&p, None).expect("a first step");
        assert_eq!(
            h.say(Lang::En),
            "region D has one cell left for its queen: place it at row 3, column 4"
        );
        assert_eq!(
            h.say(Lang::Vi),
            "vùng D chỉ còn một ô cho quân hậu: đặt tại hàng 3, cột 4"
        );
        assert_eq!(
            h.say_from(Lang::En, 0),
            "region D has one cell left for its queen: place it at row 2, column 3"
        );
    }

    /// Walked by hand, star by star and cell by cell, the worksheet takes
    /// `rate`'s steps and ends where it does.
    #[test]
    fn the_worksheet_walks_as_rate_does() {
        for map in [
            "ABBBB/AAAAA/ACCDC/CCCCC/CCCEE",
            "AAAAAA/ACCCCA/ABBBCE/ABBCCE/ADBBCE/ADDFFF",
        ] {
            let p = Regions::parse_one(map, 1).unwrap();
            let mut sheet = Worksheet::new(&p);
            let mut steps = vec![];
            while !sheet.solved() && !sheet.stuck() {
                let Some(d) = sheet.next() else { break };
                for &(r, c) in &d.place {
                    sheet.place(r, c);
                }
                for &(r, c) in &d.cross {
                    sheet.cross(r, c);
                    assert!(!sheet.is_open(r, c));
                }
                steps.push(d);
            }
            assert_eq!(steps, rate(&p).steps, "{map}");
            assert!(sheet.solved(), "{map}");
            assert_eq!(p.check(&sheet.stars()), Ok(()), "{map}");
        }
    }

    #[test]
    fn a_puzzle_with_many_solutions_is_beyond() {
        let p = Regions::parse_one("AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC", 1).unwrap();
        assert_eq!(rate(&p).level, Level::Beyond);
    }
}
