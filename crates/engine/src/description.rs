//! A described puzzle as a value ([`Description`]): the one list of them
//! (`puzzles::ALL`) that every front end iterates holds trait objects,
//! which [`Described`]'s constants and generic methods cannot be.

use std::fmt;
use std::marker::PhantomData;
use std::ops::ControlFlow;

use crate::described::{Approach, Described, Drawn, Example, Param, ParamError, Value};
use crate::limits::Limits;
use crate::trace::{Detail, Report, StepKind, TraceStep};

/// A described puzzle, object-safe: its words and its parameters, and its
/// answers for values read by its parameters ([`Param::read`]).
pub trait Description: Send + Sync {
    /// [`Described::NAME`].
    fn name(&self) -> &'static str;
    /// [`Described::TITLE`].
    fn title(&self) -> &'static str;
    /// [`Described::SUMMARY`].
    fn summary(&self) -> &'static str;
    /// [`Described::PARAMS`].
    fn params(&self) -> &'static [Param];
    /// [`Described::EXAMPLES`].
    fn examples(&self) -> &'static [Example];
    /// [`Described::ANSWERS`]: what its answers are called.
    fn answers_noun(&self) -> &'static str;
    /// Its approaches, with their listings (one today).
    fn approaches(&self) -> Vec<Approach>;
    /// [`Described::EXPLOSIVE`].
    fn explosive(&self) -> bool;
    /// [`Described::DRAWS`].
    fn draws(&self) -> bool;

    /// `answer` drawn for `values` ([`Described::draw`]).
    fn draw(&self, values: &[Value], answer: &[i64]) -> Result<Option<Drawn>, ParamError>;

    /// The steps of the whole search for `values`, where they are known
    /// to be few ([`Described::whole_search`]).
    fn whole_search(&self, values: &[Value]) -> Option<u64>;

    /// What a page's drawer reads of the problem for `values`
    /// ([`Described::shown`]).
    fn shown(&self, values: &[Value]) -> Result<Vec<(&'static str, serde_json::Value)>, ParamError>;

    /// Why `values` have no answer, where it is known without a search
    /// ([`Described::ruled_out`]).
    fn ruled_out(&self, values: &[Value]) -> Result<Option<String>, ParamError>;

    /// Hands each answer for `values` to `f`, until `f` returns `Break`
    /// or a limit stops the walk; `Ok(None)` with the puzzle's reason
    /// when there is none.
    fn answers(
        &self,
        values: &[Value],
        limits: &Limits,
        f: &mut dyn FnMut(&[i64]) -> ControlFlow<()>,
    ) -> Result<(Report, Option<String>), ParamError> {
        let answered = self.answered(values, limits, f)?;
        Ok((answered.report, answered.none))
    }

    /// [`Description::answers`], with the rows only the search knows
    /// ([`Described::answers_and_rows`]).
    fn answered(
        &self,
        values: &[Value],
        limits: &Limits,
        f: &mut dyn FnMut(&[i64]) -> ControlFlow<()>,
    ) -> Result<Answered, ParamError>;

    /// How many answers `values` have.
    fn count(&self, values: &[Value], limits: &Limits) -> Result<(u64, Report), ParamError>;

    /// Whether the puzzle takes `values` ([`Described::build`]).
    fn check(&self, values: &[Value]) -> Result<(), ParamError>;

    /// The problem's own `--stats` rows for `values` ([`Described::rows`]).
    fn rows(&self, values: &[Value]) -> Result<Vec<(&'static str, Value)>, ParamError>;

    /// Hands each step of the search for `values` to `f` as its JSON
    /// (the engine's `TraceStep` in its `serde` form), until `f` returns
    /// `Break` or a limit stops the walk.
    fn trace_json(
        &self,
        values: &[Value],
        limits: &Limits,
        f: &mut dyn FnMut(&str) -> ControlFlow<()>,
    ) -> Result<Report, ParamError> {
        self.trace(values, limits, &mut |step| f(&step.json()))
    }

    /// Hands each step of the search for `values` to `f`, which writes it
    /// in either form ([`AnyStep`]), until `f` returns `Break` or a limit
    /// stops the walk.
    fn trace(
        &self,
        values: &[Value],
        limits: &Limits,
        f: &mut dyn FnMut(&dyn AnyStep) -> ControlFlow<()>,
    ) -> Result<Report, ParamError>;

    /// Reads one value a parameter from text, each after the ones before
    /// it (a parameter left out takes its default).
    fn read(&self, texts: &[Option<&str>]) -> Result<Vec<Value>, ParamError> {
        let mut values = Vec::with_capacity(self.params().len());
        for (at, param) in self.params().iter().enumerate() {
            let text = texts.get(at).copied().flatten().unwrap_or(param.default);
            let value = param.read(text, &values)?;
            values.push(value);
        }
        Ok(values)
    }
}

/// What a search for a described puzzle's answers came to, besides the
/// answers it handed on.
#[derive(Debug, Clone)]
pub struct Answered {
    /// Its counts.
    pub report: Report,
    /// Why there is no answer, when it handed on none.
    pub none: Option<String>,
    /// Its own rows of the `--stats` table ([`Described::answers_and_rows`]).
    pub rows: Vec<(&'static str, Value)>,
}

/// A trace step of any puzzle, object-safe: its number and kind, and its
/// two forms (the hand-trace line, the JSON object), written only when
/// asked for.
pub trait AnyStep {
    /// Its number, from 1.
    fn number(&self) -> u64;
    /// What happened.
    fn kind(&self) -> StepKind;
    /// Its hand-trace line (`TraceStep`'s `Display`).
    fn write_text(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// Its JSON object (`TraceStep`'s `serde` form).
    fn json(&self) -> String;
    /// The part of the trace it begins, if any ([`Detail::section`]).
    fn section(&self) -> Option<String>;
}

impl<D: Detail> AnyStep for TraceStep<D> {
    fn number(&self) -> u64 {
        self.step
    }

    fn kind(&self) -> StepKind {
        self.kind
    }

    fn write_text(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }

    fn json(&self) -> String {
        serde_json::to_string(self).expect("a trace step is JSON")
    }

    fn section(&self) -> Option<String> {
        self.detail.as_ref().and_then(Detail::section)
    }
}

/// The hand-trace line.
impl fmt::Display for dyn AnyStep + '_ {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_text(f)
    }
}

/// The [`Description`] of the described puzzle `P`
/// (`&Of::<Kings>::NEW` in a static list).
pub struct Of<P>(PhantomData<fn() -> P>);

impl<P> Of<P> {
    /// The description of `P`.
    pub const NEW: Of<P> = Of(PhantomData);
}

impl<P: Described> fmt::Debug for Of<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Of<{}>", P::NAME)
    }
}

impl<P: Described> Description for Of<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn title(&self) -> &'static str {
        P::TITLE
    }

    fn summary(&self) -> &'static str {
        P::SUMMARY
    }

    fn params(&self) -> &'static [Param] {
        P::PARAMS
    }

    fn examples(&self) -> &'static [Example] {
        P::EXAMPLES
    }

    fn answers_noun(&self) -> &'static str {
        P::ANSWERS
    }

    fn approaches(&self) -> Vec<Approach> {
        vec![P::APPROACH]
    }

    fn explosive(&self) -> bool {
        P::EXPLOSIVE
    }

    fn draws(&self) -> bool {
        P::DRAWS
    }

    fn draw(&self, values: &[Value], answer: &[i64]) -> Result<Option<Drawn>, ParamError> {
        Ok(P::build(values)?.draw(answer))
    }

    fn whole_search(&self, values: &[Value]) -> Option<u64> {
        P::build(values).ok()?.whole_search()
    }

    fn shown(&self, values: &[Value]) -> Result<Vec<(&'static str, serde_json::Value)>, ParamError> {
        Ok(P::build(values)?.shown())
    }

    fn ruled_out(&self, values: &[Value]) -> Result<Option<String>, ParamError> {
        Ok(P::build(values)?.ruled_out())
    }

    fn answered(
        &self,
        values: &[Value],
        limits: &Limits,
        f: &mut dyn FnMut(&[i64]) -> ControlFlow<()>,
    ) -> Result<Answered, ParamError> {
        let puzzle = P::build(values)?;
        let mut any = false;
        let (report, rows) = puzzle.answers_and_rows(limits, |answer| {
            any = true;
            f(answer)
        });
        Ok(Answered {
            report,
            none: (!any).then(|| puzzle.no_answer()),
            rows,
        })
    }

    fn count(&self, values: &[Value], limits: &Limits) -> Result<(u64, Report), ParamError> {
        Ok(P::build(values)?.count(limits))
    }

    fn check(&self, values: &[Value]) -> Result<(), ParamError> {
        P::build(values).map(|_| ())
    }

    fn rows(&self, values: &[Value]) -> Result<Vec<(&'static str, Value)>, ParamError> {
        Ok(P::build(values)?.rows())
    }

    fn trace(
        &self,
        values: &[Value],
        limits: &Limits,
        f: &mut dyn FnMut(&dyn AnyStep) -> ControlFlow<()>,
    ) -> Result<Report, ParamError> {
        Ok(P::build(values)?.trace(limits, |step| f(step)))
    }
}
