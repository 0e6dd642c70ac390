//! A simple puzzle that describes itself: whole-number parameters in,
//! answers that are lists of whole numbers out (`queens kings N K`: the
//! placements as square numbers). The description says everything a
//! front end needs, so that the CLI and the web serve every such puzzle
//! through one generic implementation each: a new one is its library
//! file, its drawer for the page, and one registry line per front end.

use std::ops::ControlFlow;

use crate::limits::Limits;
use crate::puzzle::Puzzle;
use crate::trace::Report;

/// One whole-number parameter.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    /// Its name: the query parameter, the CLI's positional argument
    /// (`<N>`). A parameter named `n` is the board side: the CLI reads it
    /// as every command reads its N, and the page offers it as the size,
    /// under the server's largest board.
    pub name: &'static str,
    /// The CLI's help line for it (`Board size, 1 to 7.`).
    pub help: &'static str,
    /// What the `--stats` table and the page call it (`kings`).
    pub label: &'static str,
    /// The smallest value.
    pub min: usize,
    /// The largest value any problem takes; [`Param::most`] may narrow it
    /// by the values before it.
    pub max: usize,
    /// The largest value given the values of the parameters before it
    /// (`k`: at most n² kings); `None` when it is always [`Param::max`].
    /// The CLI reads against `max` and leaves the rest to
    /// [`Described::build`]; the page checks it first.
    pub most: Option<fn(&[usize]) -> usize>,
    /// The value the page chooses first.
    pub default: usize,
    /// The values the page offers of a parameter other than the size,
    /// as text (empty for the size).
    pub offered: &'static [&'static str],
}

impl Param {
    /// The largest value allowed after the values `before`.
    pub fn most_after(&self, before: &[usize]) -> usize {
        self.most.map_or(self.max, |most| most(before))
    }
}

/// An example of the command: its arguments after the command's name,
/// and whether it has an answer (an example without one shows the "no
/// answer" rule; the CLI's help shows only those with).
#[derive(Debug, Clone, Copy)]
pub struct Example {
    /// The arguments, separated by spaces (`3 4`, `7 9 --count`).
    pub args: &'static str,
    /// Whether it finds an answer.
    pub answers: bool,
}

/// The one approach of a simple puzzle, as the page shows it.
#[derive(Debug, Clone, Copy)]
pub struct Approach {
    /// Its name (`reading-order`).
    pub name: &'static str,
    /// One line on how it works.
    pub summary: &'static str,
    /// Its code listing, Rust with the page's step markers (`//@ try`).
    pub listing: &'static str,
}

/// A puzzle of whole-number parameters whose answers are lists of whole
/// numbers, described for the front ends.
pub trait Described: Puzzle + Sized + Send + Sync + std::fmt::Debug + 'static {
    /// The name: the CLI's command and the API's `puzzle=`.
    const NAME: &'static str;
    /// The name shown (`Non-attacking kings`); in lower case, the
    /// `puzzle` row of `--stats`.
    const TITLE: &'static str;
    /// The command's one-line summary.
    const SUMMARY: &'static str;
    /// Its parameters, in order.
    const PARAMS: &'static [Param];
    /// Its examples.
    const EXAMPLES: &'static [Example];
    /// What its answers are called (`placements`): `--json`'s key and
    /// `--count`'s help.
    const ANSWERS: &'static str;
    /// Its approach.
    const APPROACH: Approach;

    /// The problem for these values, one a parameter, each within its
    /// [`Param::min`] and [`Param::max`]; an error says which is out of
    /// range, in the words of the library's errors.
    fn build(values: &[usize]) -> Result<Self, String>;

    /// Its parameters' values, as [`Described::build`] took them.
    fn values(&self) -> Vec<usize>;

    /// Hands each answer to `f` as it prints (kings: squares numbered
    /// from 1), until `f` returns `Break` or a limit stops the walk.
    fn answers(&self, limits: &Limits, f: impl FnMut(&[u64]) -> ControlFlow<()>) -> Report;

    /// Why there is no answer, when there is none (`no placement: …`).
    fn no_answer(&self) -> String;
}
