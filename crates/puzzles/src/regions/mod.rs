//! Queens with regions: LinkedIn's daily **Queens** and its parent
//! **Star Battle**. An n×n grid is cut into n regions; place K stars
//! (Queens: K = 1, a queen) in every row, every column and every region,
//! no two stars touching, not even diagonally.
//!
//! A puzzle is written as n lines of n region symbols (letters and digits,
//! at most 62 different ones), or on one line with its rows joined by `/`
//! ([`parse`]). The solver ([`Regions::solve`], [`Regions::count`]) keeps
//! each row's candidate cells as a bitmask and propagates: a star clears
//! its neighbours and every unit it fills, and a unit with exactly as many
//! candidates as stars still missing takes them all. [`Regions::check`]
//! names the rule a filled grid breaks; [`generate`] makes puzzles with
//! one solution, [`rate()`] grades one by the human techniques it needs and
//! [`hint`] says the next deduction. [`Regions::backtrack`] is the plain
//! row-by-row search the page traces and its listings teach.
//!
//! ```
//! use puzzles::regions::Regions;
//!
//! let puzzle = Regions::parse_one("AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC", 1)?;
//! assert_eq!(puzzle.count(100), 14); // community level 1 of the LinkedIn clone
//! let stars = puzzle.solve().expect("it has solutions");
//! assert!(puzzle.check(&stars).is_ok());
//! # Ok::<(), puzzles::Error>(())
//! ```

mod backtrack;
mod generate;
mod parse;
mod rate;
mod solve;

pub use backtrack::{Backtrack, Clash, RegionsAt, RegionsStep, Search};
pub use generate::{GENERATE_SIZES, Generated, generate};
pub use parse::{Block, Entry, blocks, parse};
pub use rate::{Deduction, Lang, Level, Rating, Technique, Unit, Worksheet, hint, rate};
pub use solve::{Broken, Found};

use std::fmt;

use crate::error::{Error, Invalid};

/// The largest side: a row is one `u64` mask, and 62 symbols name the
/// regions (digits, upper and lower case letters).
pub const MAX_SIZE: usize = 62;

/// The symbols regions may be named with, in the order [`Regions`]
/// writes them when it names regions itself (the generator).
pub const SYMBOLS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A Queens or Star Battle puzzle: the region of every cell, and the
/// number of stars each row, column and region takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Regions {
    n: usize,
    stars: usize,
    /// The region of each cell, row by row, numbered from 0 in the order
    /// regions first appear.
    cells: Vec<u8>,
    /// The symbol each region was written with.
    symbols: Vec<char>,
    /// `masks[g * n + r]`: the cells of region `g` in row `r`.
    masks: Vec<u64>,
}

/// Where the stars are: one bitmask of columns a row (bit c: column c).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Stars(pub Vec<u64>);

impl Stars {
    /// Whether the cell at `row`, `col` holds a star.
    pub fn has(&self, row: usize, col: usize) -> bool {
        self.0.get(row).is_some_and(|m| m >> col & 1 == 1)
    }

    /// The stars' cells, in reading order.
    pub fn cells(&self) -> Vec<(usize, usize)> {
        let mut out = vec![];
        for (r, &m) in self.0.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                out.push((r, m.trailing_zeros() as usize));
                m &= m - 1;
            }
        }
        out
    }
}

impl Regions {
    /// A puzzle from the region of each cell, row by row (`n * n` numbers
    /// below `n`, each region used), with `stars` stars a unit.
    pub fn new(n: usize, stars: usize, cells: Vec<u8>) -> Result<Self, Error> {
        let symbols: Vec<char> = SYMBOLS.chars().take(n).collect();
        let grid: Vec<Vec<char>> = cells
            .chunks(n.max(1))
            .map(|row| {
                row.iter()
                    .map(|&g| symbols.get(g as usize).copied().unwrap_or('?'))
                    .collect()
            })
            .collect();
        if cells.len() != n * n || cells.iter().any(|&g| g as usize >= n) {
            return Err(Invalid::RegionNumbers { n }.into());
        }
        Self::from_rows(&grid, stars)
    }

    /// A puzzle from its rows of region symbols, with `stars` stars a unit.
    pub(crate) fn from_rows(rows: &[Vec<char>], stars: usize) -> Result<Self, Error> {
        let n = rows.len();
        if n == 0 {
            return Err(Invalid::NoRows.into());
        }
        if n > MAX_SIZE {
            return Err(Invalid::TooLarge { n, max: MAX_SIZE }.into());
        }
        if stars == 0 {
            return Err(Error::NoStars);
        }
        // Two touching rows hold 2K stars, at most one in each 2×2 block of
        // them: ceil(n / 2) blocks. Queens (K = 1) takes any size, so that
        // small boards count 0 rather than fail.
        if stars > 1 && 2 * stars > n.div_ceil(2) {
            return Err(Error::StarsNeedSide {
                stars,
                side: 4 * stars - 1,
                n,
            });
        }
        let mut symbols: Vec<char> = vec![];
        let mut cells = Vec::with_capacity(n * n);
        for row in rows {
            for &ch in row {
                let g = match symbols.iter().position(|&s| s == ch) {
                    Some(g) => g,
                    None => {
                        symbols.push(ch);
                        symbols.len() - 1
                    }
                };
                cells.push(g as u8);
            }
        }
        if symbols.len() != n {
            return Err(Invalid::Regions { n, symbols }.into());
        }
        let mut masks = vec![0u64; n * n];
        for (i, &g) in cells.iter().enumerate() {
            masks[g as usize * n + i / n] |= 1 << (i % n);
        }
        Ok(Regions {
            n,
            stars,
            cells,
            symbols,
            masks,
        })
    }

    /// One puzzle from text (the `/` form or n lines), with `stars` stars a unit.
    pub fn parse_one(text: &str, stars: usize) -> Result<Self, Error> {
        let mut all = parse(text, stars)?;
        match all.len() {
            1 => Ok(all.remove(0).puzzle),
            k => Err(Invalid::NotOne(k).into()),
        }
    }

    /// The side.
    pub fn size(&self) -> usize {
        self.n
    }

    /// Stars a row, column and region.
    pub fn stars(&self) -> usize {
        self.stars
    }

    /// The region of a cell (from 0, in order of first appearance).
    pub fn region(&self, row: usize, col: usize) -> usize {
        self.cells[row * self.n + col] as usize
    }

    /// The symbol a region is written with.
    pub fn symbol(&self, region: usize) -> char {
        self.symbols[region]
    }

    /// Region `g`'s cells in row `r`.
    pub(crate) fn mask(&self, g: usize, r: usize) -> u64 {
        self.masks[g * self.n + r]
    }

    /// The puzzle on one line, rows joined by `/`.
    pub fn line(&self) -> String {
        self.rows_with(None).join("/")
    }

    /// The map's rows with `Q` (one star a unit) or `*` in starred cells.
    pub fn rows_with(&self, stars: Option<&Stars>) -> Vec<String> {
        let mark = if self.stars == 1 { 'Q' } else { '*' };
        (0..self.n)
            .map(|r| {
                (0..self.n)
                    .map(|c| match stars {
                        Some(s) if s.has(r, c) => mark,
                        _ => self.symbols[self.region(r, c)],
                    })
                    .collect()
            })
            .collect()
    }
}

impl fmt::Display for Regions {
    /// The map, one row a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows_with(None) {
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}
