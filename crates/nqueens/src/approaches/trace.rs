//! Trace events of the N-Queens approaches: what each step of a search
//! looks like to a reader, in a hand-trace text form and as JSON.

use std::fmt;
use std::ops::ControlFlow;

use engine::Outcome;

/// The line a rejected square shares with the queen that attacks it.
///
/// Like [`crate::AttackLine`], plus `Row`, which only brute force meets (it
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

impl From<crate::AttackLine> for Line {
    fn from(line: crate::AttackLine) -> Self {
        match line {
            crate::AttackLine::Column => Line::Column,
            crate::AttackLine::Diagonal => Line::Diagonal,
            crate::AttackLine::AntiDiagonal => Line::AntiDiagonal,
        }
    }
}

/// Why a square was rejected: the queen that attacks it, and along which
/// line. When several queens attack, every approach names the one in the
/// lowest row, so the row-by-row approaches give identical traces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Attack {
    /// The shared line.
    pub line: Line,
    /// The attacking queen's row.
    pub row: usize,
    /// The attacking queen's column.
    pub col: usize,
}

/// What happened at one step of a traced search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TraceKind<'a> {
    /// The enumerators (`brute`, `odometer`, `permutations`) start a new
    /// complete placement: its squares as (row, col), in the order they
    /// will be tested. The board is cleared first.
    Candidate(&'a [(usize, usize)]),
    /// A square is about to be tested.
    Try,
    /// The square just tried is attacked.
    Reject(Attack),
    /// A queen was put on the square.
    Place,
    /// The queen on the square was taken back.
    Remove,
    /// No square of the row is safe (`row` says which row).
    DeadEnd,
    /// Every row has a queen: `cols` is a solution.
    Solution,
    /// `mirror` only: the mirror image of the solution just found, which
    /// counts as a solution without being searched.
    Mirror,
    /// The trace stops here without finishing: `max-steps`, `deadline`
    /// or `cancelled`.
    Cut(Outcome),
}

impl TraceKind<'_> {
    /// The event name in JSON: `candidate`, `try`, `reject`, `place`,
    /// `remove`, `dead_end`, `solution`, `mirror`, `cut`.
    pub fn name(&self) -> &'static str {
        match self {
            TraceKind::Candidate(_) => "candidate",
            TraceKind::Try => "try",
            TraceKind::Reject(_) => "reject",
            TraceKind::Place => "place",
            TraceKind::Remove => "remove",
            TraceKind::DeadEnd => "dead_end",
            TraceKind::Solution => "solution",
            TraceKind::Mirror => "mirror",
            TraceKind::Cut(_) => "cut",
        }
    }
}

/// One step of a traced search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceEvent<'a> {
    /// Numbers the events from 1.
    pub step: u64,
    /// What happened.
    pub kind: TraceKind<'a>,
    /// The row of the square concerned, if any.
    pub row: Option<usize>,
    /// The column of the square concerned, if any.
    pub col: Option<usize>,
    /// The board after the step: the column of each row's queen, `None`
    /// for an empty row.
    pub cols: &'a [Option<usize>],
}

impl TraceEvent<'_> {
    /// The event as one line of JSON, e.g.
    /// `{"step":5,"event":"place","row":1,"col":2,"cols":[0,2,-1,-1]}`.
    /// Missing rows, columns and queens are -1. A `reject` adds
    /// `"reason"` and `"by":{"row":R,"col":C}` (the attacking queen), a
    /// `candidate` adds `"squares":[[row,col],…]`, a `cut` adds
    /// `"reason"` (`max-steps`, `deadline`, `cancelled`) and `"steps"`
    /// (how many steps came before it).
    pub fn json(&self) -> impl fmt::Display + '_ {
        Json(self)
    }
}

fn signed(v: Option<usize>) -> i64 {
    v.map_or(-1, |v| v as i64)
}

struct Json<'e, 'a>(&'e TraceEvent<'a>);

impl fmt::Display for Json<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.0;
        write!(
            f,
            r#"{{"step":{},"event":"{}","row":{},"col":{},"cols":["#,
            e.step,
            e.kind.name(),
            signed(e.row),
            signed(e.col)
        )?;
        for (i, &c) in e.cols.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{}", signed(c))?;
        }
        f.write_str("]")?;
        match e.kind {
            TraceKind::Reject(a) => write!(
                f,
                r#","reason":"{}","by":{{"row":{},"col":{}}}"#,
                a.line.name(),
                a.row,
                a.col
            )?,
            TraceKind::Candidate(squares) => {
                f.write_str(r#","squares":["#)?;
                for (i, (r, c)) in squares.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "[{r},{c}]")?;
                }
                f.write_str("]")?;
            }
            TraceKind::Cut(why) => write!(f, r#","reason":"{}","steps":{}"#, why.name(), e.step - 1)?,
            _ => {}
        }
        f.write_str("}")
    }
}

/// The hand-trace form, e.g. `row=1 col=2: place  queens=[0, 2, -1, -1]`.
impl fmt::Display for TraceEvent<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.row, self.col) {
            (Some(r), Some(c)) => write!(f, "row={r} col={c}: ")?,
            (Some(r), None) => write!(f, "row={r}: ")?,
            _ => {}
        }
        match self.kind {
            TraceKind::Reject(a) => write!(
                f,
                "reject, attacked along the {} by row={} col={}",
                a.line.name(),
                a.row,
                a.col
            )?,
            TraceKind::DeadEnd => f.write_str("dead end")?,
            TraceKind::Candidate(squares) => {
                f.write_str("candidate")?;
                for (r, c) in squares {
                    write!(f, " ({r},{c})")?;
                }
            }
            TraceKind::Cut(why) => {
                return match why {
                    Outcome::StepLimit => {
                        write!(f, "cut: stopped after {} steps (--max-steps)", self.step - 1)
                    }
                    other => write!(f, "cut: stopped after {} steps ({})", self.step - 1, other.name()),
                };
            }
            kind => f.write_str(kind.name())?,
        }
        f.write_str("  queens=[")?;
        for (i, &c) in self.cols.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}", signed(c))?;
        }
        f.write_str("]")
    }
}

/// Numbers events, keeps the board of the last one, enforces the step
/// budget and hands events to the caller's callback.
pub(crate) struct Tracer<'f> {
    emit: &'f mut dyn FnMut(&TraceEvent<'_>) -> ControlFlow<()>,
    max_steps: u64,
    /// Events handed out so far.
    pub(crate) steps: u64,
    /// The board of the last event.
    board: Vec<Option<usize>>,
    /// An event beyond the budget was refused.
    pub(crate) over: bool,
    /// Solutions obtained by mirroring (`mirror` only).
    pub(crate) mirrors: u64,
}

impl<'f> Tracer<'f> {
    pub(crate) fn new(
        n: usize,
        max_steps: u64,
        emit: &'f mut dyn FnMut(&TraceEvent<'_>) -> ControlFlow<()>,
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

    /// Hands out one event whose board `fill` writes (it gets the board of
    /// the previous event). `Break` when over the budget or when the
    /// caller says stop.
    pub(crate) fn event(
        &mut self,
        kind: TraceKind<'_>,
        row: Option<usize>,
        col: Option<usize>,
        fill: impl FnOnce(&mut [Option<usize>]),
    ) -> ControlFlow<()> {
        if self.steps >= self.max_steps {
            self.over = true;
            return ControlFlow::Break(());
        }
        fill(&mut self.board);
        self.steps += 1;
        (self.emit)(&TraceEvent {
            step: self.steps,
            kind,
            row,
            col,
            cols: &self.board,
        })
    }

    /// Ends a trace that did not finish with a `cut` event (always handed
    /// out, whatever the budget), unless the caller itself stopped it.
    pub(crate) fn finish(&mut self, outcome: Outcome) -> Outcome {
        let why = if self.over {
            Outcome::StepLimit
        } else {
            match outcome {
                Outcome::Deadline | Outcome::Cancelled => outcome,
                other => return other,
            }
        };
        let _ = (self.emit)(&TraceEvent {
            step: self.steps + 1,
            kind: TraceKind::Cut(why),
            row: None,
            col: None,
            cols: &self.board,
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

    #[test]
    fn text_and_json_forms() {
        let cols = [Some(0), Some(2), None, None];
        let place = TraceEvent {
            step: 5,
            kind: TraceKind::Place,
            row: Some(1),
            col: Some(2),
            cols: &cols,
        };
        assert_eq!(place.to_string(), "row=1 col=2: place  queens=[0, 2, -1, -1]");
        assert_eq!(
            place.json().to_string(),
            r#"{"step":5,"event":"place","row":1,"col":2,"cols":[0,2,-1,-1]}"#
        );
        let reject = TraceEvent {
            kind: TraceKind::Reject(Attack {
                line: Line::AntiDiagonal,
                row: 1,
                col: 2,
            }),
            row: Some(2),
            col: Some(1),
            ..place
        };
        assert_eq!(
            reject.to_string(),
            "row=2 col=1: reject, attacked along the anti-diagonal by row=1 col=2  queens=[0, 2, -1, -1]"
        );
        assert!(
            reject
                .json()
                .to_string()
                .ends_with(r#""reason":"anti-diagonal","by":{"row":1,"col":2}}"#)
        );
        let dead = TraceEvent {
            kind: TraceKind::DeadEnd,
            col: None,
            ..reject
        };
        assert_eq!(dead.to_string(), "row=2: dead end  queens=[0, 2, -1, -1]");
        let cut = TraceEvent {
            step: 11,
            kind: TraceKind::Cut(Outcome::StepLimit),
            row: None,
            col: None,
            ..place
        };
        assert_eq!(cut.to_string(), "cut: stopped after 10 steps (--max-steps)");
        assert_eq!(
            cut.json().to_string(),
            r#"{"step":11,"event":"cut","row":-1,"col":-1,"cols":[0,2,-1,-1],"reason":"max-steps","steps":10}"#
        );
        let squares = [(0, 0), (1, 3)];
        let candidate = TraceEvent {
            kind: TraceKind::Candidate(&squares),
            ..cut
        };
        assert_eq!(
            candidate.to_string(),
            "candidate (0,0) (1,3)  queens=[0, 2, -1, -1]"
        );
        assert!(
            candidate
                .json()
                .to_string()
                .ends_with(r#""squares":[[0,0],[1,3]]}"#)
        );
    }
}
