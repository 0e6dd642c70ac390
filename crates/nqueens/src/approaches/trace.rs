//! Trace steps of the N-Queens approaches: the engine's [`TraceStep`]s
//! with a [`QueensAt`], in the hand-trace text form and as JSON.

use std::fmt;
use std::ops::ControlFlow;

use engine::{Detail, Outcome, Square, StepKind, TraceStep};
use serde::{Serialize, Serializer};

/// The line a rejected square shares with the queen that attacks it.
///
/// Like [`crate::validate::AttackLine`], plus `Row`, which only brute force meets (it
/// is the only approach that may put two queens in one row).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
    /// The same row.
    Row,
    /// The same column.
    Column,
    /// The same diagonal running down to the right (`row - col` equal).
    Diagonal,
    /// The same diagonal running down to the left (`row + col` equal).
    AntiDiagonal,
}

impl Line {
    /// The name used in traces: `row`, `column`, `diagonal`,
    /// `anti-diagonal`.
    pub fn name(self) -> &'static str {
        match self {
            Line::Row => "row",
            Line::Column => "column",
            Line::Diagonal => "diagonal",
            Line::AntiDiagonal => "anti-diagonal",
        }
    }
}

impl From<crate::validate::AttackLine> for Line {
    fn from(line: crate::validate::AttackLine) -> Self {
        match line {
            crate::validate::AttackLine::Column => Line::Column,
            crate::validate::AttackLine::Diagonal => Line::Diagonal,
            crate::validate::AttackLine::AntiDiagonal => Line::AntiDiagonal,
        }
    }
}

/// Why a square was rejected: the queen that attacks it, and along which
/// line. When several queens attack, each approach names the first test
/// its code fails, in the code's own order (see [`crate::Algo::trace`]'s
/// module docs), so two approaches may name different lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Attack {
    /// The shared line.
    pub line: Line,
    /// The attacking queen's row.
    pub row: usize,
    /// The attacking queen's column.
    pub col: usize,
}

/// Where an N-Queens step happens: the square, the board after the step,
/// and what the step's kind needs (the attacker of a rejected square, a
/// candidate's squares).
///
/// Its JSON fields: `"row"` and `"col"` of the square when there is one
/// (a `dead_end` has only `"row"`; `candidate`, `mirror` and `cut` have
/// neither), `"cols"` (the board: the column of each row's queen, `null`
/// for an empty row), for a `reject` `"reason"` (the line) and
/// `"by":{"row":R,"col":C}` (the attacking queen), for a `candidate`
/// `"squares":[[row,col],…]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueensAt<'a> {
    /// The row of the square concerned: tried, rejected, given or taken a
    /// queen, the row with no safe square for `dead_end`, the last row for
    /// `solution`.
    pub row: Option<usize>,
    /// The column of the square concerned, if any.
    pub col: Option<usize>,
    /// The board after the step: the column of each row's queen, `None`
    /// for an empty row.
    pub cols: &'a [Option<usize>],
    /// `reject`: the queen that attacks the square, and along which line.
    pub reject: Option<Attack>,
    /// `candidate`: the squares of the new complete placement, as (row,
    /// col), in the order they will be tested.
    pub squares: Option<&'a [(usize, usize)]>,
}

/// A step of an N-Queens trace (every step, the `cut` included, has a
/// [`QueensAt`]).
pub type QueensStep<'a> = TraceStep<QueensAt<'a>>;

impl Serialize for QueensAt<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json<'a> {
            #[serde(skip_serializing_if = "Option::is_none")]
            row: Option<usize>,
            #[serde(skip_serializing_if = "Option::is_none")]
            col: Option<usize>,
            cols: &'a [Option<usize>],
            #[serde(skip_serializing_if = "Option::is_none")]
            reason: Option<&'static str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            by: Option<Square>,
            #[serde(skip_serializing_if = "Option::is_none")]
            squares: Option<&'a [(usize, usize)]>,
        }
        Json {
            row: self.row,
            col: self.col,
            cols: self.cols,
            reason: self.reject.map(|a| a.line.name()),
            by: self.reject.map(|a| Square {
                row: a.row,
                col: a.col,
            }),
            squares: self.squares,
        }
        .serialize(s)
    }
}

/// The hand-trace form, e.g. `row=1 col=2: place  queens=[0, 2, -1, -1]`
/// (an empty row is -1 here), `candidate (0,0) (1,3)  queens=[…]`.
impl Detail for QueensAt<'_> {
    fn write_at(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.row, self.col) {
            (Some(r), Some(c)) => write!(f, "row={r} col={c}"),
            (Some(r), None) => write!(f, "row={r}"),
            _ => Ok(()),
        }
    }

    fn has_at(&self) -> bool {
        self.row.is_some()
    }

    fn write_reason(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reject {
            Some(a) => write!(
                f,
                "attacked along the {} by row={} col={}",
                a.line.name(),
                a.row,
                a.col
            ),
            None => Ok(()),
        }
    }

    fn write_tail(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, c) in self.squares.unwrap_or_default() {
            write!(f, " ({r},{c})")?;
        }
        f.write_str("  queens=[")?;
        for (i, &c) in self.cols.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match c {
                Some(c) => write!(f, "{c}")?,
                None => f.write_str("-1")?,
            }
        }
        f.write_str("]")
    }
}

/// Numbers steps, keeps the board of the last one, enforces the step
/// budget and hands steps to the caller's callback.
pub(crate) struct Tracer<'f> {
    emit: &'f mut dyn FnMut(&QueensStep<'_>) -> ControlFlow<()>,
    max_steps: u64,
    /// Steps handed out so far.
    pub(crate) steps: u64,
    /// The board of the last step.
    board: Vec<Option<usize>>,
    /// A step beyond the budget was refused.
    pub(crate) over: bool,
    /// Solutions obtained by mirroring (`mirror` only).
    pub(crate) mirrors: u64,
}

impl<'f> Tracer<'f> {
    pub(crate) fn new(
        n: usize,
        max_steps: u64,
        emit: &'f mut dyn FnMut(&QueensStep<'_>) -> ControlFlow<()>,
    ) -> Self {
        Tracer {
            emit,
            max_steps,
            steps: 0,
            board: vec![None; n],
            over: false,
            mirrors: 0,
        }
    }

    /// Hands out one step on square (`row`, `col`) whose board `fill`
    /// writes (it gets the board of the previous step). `Break` when over
    /// the budget or when the caller says stop.
    pub(crate) fn event(
        &mut self,
        kind: StepKind,
        row: Option<usize>,
        col: Option<usize>,
        fill: impl FnOnce(&mut [Option<usize>]),
    ) -> ControlFlow<()> {
        self.step(kind, row, col, None, None, fill)
    }

    /// A `reject` of (`row`, `col`), attacked by `attack`.
    pub(crate) fn reject(
        &mut self,
        attack: Attack,
        row: usize,
        col: usize,
        fill: impl FnOnce(&mut [Option<usize>]),
    ) -> ControlFlow<()> {
        self.step(StepKind::Reject, Some(row), Some(col), Some(attack), None, fill)
    }

    /// A `candidate`: a new complete placement, its squares in test order.
    pub(crate) fn candidate(
        &mut self,
        squares: &[(usize, usize)],
        fill: impl FnOnce(&mut [Option<usize>]),
    ) -> ControlFlow<()> {
        self.step(StepKind::Candidate, None, None, None, Some(squares), fill)
    }

    fn step(
        &mut self,
        kind: StepKind,
        row: Option<usize>,
        col: Option<usize>,
        reject: Option<Attack>,
        squares: Option<&[(usize, usize)]>,
        fill: impl FnOnce(&mut [Option<usize>]),
    ) -> ControlFlow<()> {
        if self.steps >= self.max_steps {
            self.over = true;
            return ControlFlow::Break(());
        }
        fill(&mut self.board);
        self.steps += 1;
        (self.emit)(&TraceStep {
            step: self.steps,
            kind,
            detail: Some(QueensAt {
                row,
                col,
                cols: &self.board,
                reject,
                squares,
            }),
        })
    }

    /// Ends a trace that did not finish with a `cut` step (always handed
    /// out, whatever the budget, with the board), unless the caller itself
    /// stopped it.
    pub(crate) fn finish(&mut self, outcome: Outcome) -> Outcome {
        let why = if self.over {
            Outcome::StepLimit
        } else {
            match outcome {
                Outcome::Deadline | Outcome::Cancelled => outcome,
                other => return other,
            }
        };
        let _ = (self.emit)(&TraceStep {
            step: self.steps + 1,
            kind: StepKind::Cut(why),
            detail: Some(QueensAt {
                row: None,
                col: None,
                cols: &self.board,
                reject: None,
                squares: None,
            }),
        });
        why
    }
}

/// Writes `cols` (the queens of rows 0..cols.len()) into a board.
pub(crate) fn fill_prefix(board: &mut [Option<usize>], cols: &[usize]) {
    for (r, slot) in board.iter_mut().enumerate() {
        *slot = cols.get(r).copied();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step<'a>(step: u64, kind: StepKind, at: QueensAt<'a>) -> QueensStep<'a> {
        TraceStep {
            step,
            kind,
            detail: Some(at),
        }
    }

    #[test]
    fn text_and_json_forms() {
        let cols = [Some(0), Some(2), None, None];
        let square = |row, col| QueensAt {
            row,
            col,
            cols: &cols,
            reject: None,
            squares: None,
        };
        let place = step(5, StepKind::Place, square(Some(1), Some(2)));
        assert_eq!(place.to_string(), "row=1 col=2: place  queens=[0, 2, -1, -1]");
        assert_eq!(
            place.json(),
            r#"{"step":5,"event":"place","row":1,"col":2,"cols":[0,2,null,null]}"#
        );
        let attack = Attack {
            line: Line::AntiDiagonal,
            row: 1,
            col: 2,
        };
        let reject = step(
            5,
            StepKind::Reject,
            QueensAt {
                reject: Some(attack),
                ..square(Some(2), Some(1))
            },
        );
        assert_eq!(
            reject.to_string(),
            "row=2 col=1: reject, attacked along the anti-diagonal by row=1 col=2  queens=[0, 2, -1, -1]"
        );
        assert!(
            reject
                .json()
                .ends_with(r#""reason":"anti-diagonal","by":{"row":1,"col":2}}"#)
        );
        let dead = step(5, StepKind::DeadEnd, square(Some(2), None));
        assert_eq!(dead.to_string(), "row=2: dead end  queens=[0, 2, -1, -1]");
        assert_eq!(
            dead.json(),
            r#"{"step":5,"event":"dead_end","row":2,"cols":[0,2,null,null]}"#
        );
        let cut = step(11, StepKind::Cut(Outcome::StepLimit), square(None, None));
        assert_eq!(cut.to_string(), "cut: stopped after 10 steps (max-steps)");
        assert_eq!(
            cut.json(),
            r#"{"step":11,"event":"cut","cols":[0,2,null,null],"reason":"max-steps","steps":10}"#
        );
        let squares = [(0, 0), (1, 3)];
        let candidate = step(
            11,
            StepKind::Candidate,
            QueensAt {
                squares: Some(&squares),
                ..square(None, None)
            },
        );
        assert_eq!(
            candidate.to_string(),
            "candidate (0,0) (1,3)  queens=[0, 2, -1, -1]"
        );
        assert!(candidate.json().ends_with(r#""squares":[[0,0],[1,3]]}"#));
        let mirror = step(12, StepKind::Mirror, square(None, None));
        assert_eq!(mirror.to_string(), "mirror  queens=[0, 2, -1, -1]");
    }
}
