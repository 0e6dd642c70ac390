//! Response bodies that hold something until they are sent or dropped:
//! the trace's room in the response memory, a connection's note that a
//! request is in flight.

use std::collections::VecDeque;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::Bytes;
use http_body::{Body, Frame, SizeHint};

/// The most bytes handed to the connection at a time (slices of the
/// parts, not copies).
const CHUNK: usize = 64 << 10;

/// A body made of parts already in memory, sent in slices of at most 64
/// KiB, that keeps `hold` until it is sent or dropped.
pub(crate) struct Parts<H> {
    parts: VecDeque<Bytes>,
    left: u64,
    _hold: H,
}

impl<H> Parts<H> {
    pub(crate) fn new(parts: impl IntoIterator<Item = Bytes>, hold: H) -> Self {
        let parts: VecDeque<Bytes> = parts.into_iter().filter(|p| !p.is_empty()).collect();
        let left = parts.iter().map(|p| p.len() as u64).sum();
        Parts {
            parts,
            left,
            _hold: hold,
        }
    }
}

impl<H: Unpin> Body for Parts<H> {
    type Data = Bytes;
    type Error = std::convert::Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        _cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let this = &mut *self;
        let Some(len) = this.parts.front().map(Bytes::len) else {
            return Poll::Ready(None);
        };
        let chunk = if len > CHUNK {
            this.parts[0].split_to(CHUNK)
        } else {
            this.parts.pop_front().expect("a part")
        };
        this.left -= chunk.len() as u64;
        Poll::Ready(Some(Ok(Frame::data(chunk))))
    }

    fn is_end_stream(&self) -> bool {
        self.parts.is_empty()
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact(self.left)
    }
}

/// Another body, and `hold` until it is sent or dropped.
pub(crate) struct Holding<B, H> {
    body: B,
    _hold: H,
}

impl<B, H> Holding<B, H> {
    pub(crate) fn new(body: B, hold: H) -> Self {
        Holding { body, _hold: hold }
    }
}

impl<B: Body + Unpin, H: Unpin> Body for Holding<B, H> {
    type Data = B::Data;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<B::Data>, B::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}
