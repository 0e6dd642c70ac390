//! Listening and serving: an accept loop of our own on hyper's HTTP/1
//! connections, for the limits `axum::serve` does not have.
//!
//! - At most [`Config::max_connections`] connections at once. One more
//!   is let in by closing the connection that has waited longest with no
//!   request in flight (kept alive after its last response, or still
//!   sending its first head), so that idle sockets, which cost a client
//!   nothing, cannot lock newcomers out. A connection answering a
//!   request is never closed for this; when every one is, the newcomer
//!   is sent a 503 if its socket takes it at once, and closed.
//! - A connection with no request in flight is closed once its next
//!   request's head is late: [`Config::header_timeout`] after it opened,
//!   [`Config::idle_timeout`] after its last response. hyper's own
//!   header timeout, the longer of the two, stands behind this.
//! - A connection whose writes have been blocked on its client for
//!   [`Config::write_timeout`] in all, since its request came, is
//!   dropped.
//! - On shutdown the listener is closed, the connections that have not
//!   sent a whole request yet are closed at once, the others are told to
//!   close once idle (hyper closes an idle one at once, and one with a
//!   response under way once it is written), and whatever is still open
//!   after [`Config::shutdown_grace`] is dropped.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, ready};
use std::time::Duration;

use axum::Router;
use axum::http::Request;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tokio::task::JoinSet;
use tokio::time::{Instant, Sleep};
use tower::ServiceExt;

use crate::body::Holding;
use crate::config::Config;

/// A server bound to its address, not yet serving.
#[derive(Debug)]
pub struct Server {
    listener: TcpListener,
    router: Router,
    limits: Limits,
}

/// What [`Config`] says about connections.
#[derive(Debug, Clone, Copy)]
struct Limits {
    header: Duration,
    idle: Duration,
    write: Duration,
    connections: usize,
    grace: Duration,
}

impl Server {
    /// Binds `addr` (port 0 picks a free port; [`Server::local_addr`]
    /// tells which).
    pub async fn bind(addr: SocketAddr, config: Config) -> io::Result<Server> {
        let listener = TcpListener::bind(addr).await?;
        let limits = Limits {
            header: config.header_timeout,
            idle: config.idle_timeout,
            write: config.write_timeout,
            connections: config.max_connections.max(1),
            grace: config.shutdown_grace,
        };
        Ok(Server {
            listener,
            router: crate::router(config),
            limits,
        })
    }

    /// The address actually bound.
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until `shutdown` completes, then lets the requests in flight
    /// finish for [`Config::shutdown_grace`] at most, and returns once
    /// every connection is closed.
    pub async fn run(self, shutdown: impl Future<Output = ()> + Send + 'static) -> io::Result<()> {
        let Server {
            listener,
            router,
            limits,
        } = self;
        let mut http = http1::Builder::new();
        http.timer(TokioTimer::new())
            .header_read_timeout(limits.header.max(limits.idle))
            .keep_alive(true);
        let http = Arc::new(http);
        let slots = Arc::new(Semaphore::new(limits.connections));
        let open = Arc::new(Open::default());
        let (stop, stopped) = watch::channel(());
        let mut connections = JoinSet::new();
        tokio::pin!(shutdown);
        loop {
            let accepted = tokio::select! {
                () = &mut shutdown => break,
                accepted = listener.accept() => accepted,
            };
            while connections.try_join_next().is_some() {}
            let stream = match accepted {
                Ok((stream, _)) => stream,
                Err(e) if is_connection_error(&e) => continue,
                // Out of descriptors, most likely: give the connections
                // open a moment to close rather than spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let serve = Serve {
                router: router.clone(),
                http: http.clone(),
                limits,
                stop: stopped.clone(),
                open: open.clone(),
            };
            let slot = match slots.clone().try_acquire_owned() {
                Ok(slot) => Some(slot),
                // The evicted connection gives its slot back as soon as
                // its task sees the flag. The loop waits for it before it
                // accepts again, so evictions never pile up ahead of the
                // connections closing (a burst of newcomers would
                // otherwise flag every connection at once and find none
                // left to evict), and the newcomers wait in the listen
                // queue meanwhile.
                Err(_) if open.evict_longest_idle() => tokio::select! {
                    () = &mut shutdown => break,
                    // None: the one picked began a request at that very
                    // moment, and is still answering it.
                    slot = tokio::time::timeout(EVICTION_WAIT, slots.clone().acquire_owned()) => {
                        slot.ok().and_then(Result::ok)
                    }
                },
                Err(_) => None,
            };
            match slot {
                Some(slot) => {
                    connections.spawn(connection(stream, serve, slot));
                }
                None => refuse(stream, limits.connections),
            }
        }
        drop(listener);
        let _ = stop.send(());
        let all_closed = async { while connections.join_next().await.is_some() {} };
        let _ = tokio::time::timeout(limits.grace, all_closed).await;
        connections.shutdown().await;
        Ok(())
    }
}

/// Serves the visualizer on `addr` with the default limits until Ctrl-C.
pub async fn serve(addr: SocketAddr) -> io::Result<()> {
    Server::bind(addr, Config::default()).await?.run(ctrl_c()).await
}

/// Completes on Ctrl-C. If the signal cannot be watched, never: Ctrl-C
/// then ends the process the default way.
pub async fn ctrl_c() {
    if tokio::signal::ctrl_c().await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// How long a newcomer waits for the slot of the connection it evicted.
/// An idle connection closes as soon as its task is polled; this is only
/// reached when the one picked began a request in the same instant.
const EVICTION_WAIT: Duration = Duration::from_millis(500);

/// What a connection's task needs besides its socket and slot.
struct Serve {
    router: Router,
    http: Arc<http1::Builder>,
    limits: Limits,
    stop: watch::Receiver<()>,
    open: Arc<Open>,
}

/// The connections open, for picking one to evict at the cap.
#[derive(Default)]
struct Open {
    connections: Mutex<OpenSet>,
}

#[derive(Default)]
struct OpenSet {
    next: u64,
    by_id: HashMap<u64, Watched>,
}

/// What eviction looks at of one connection.
struct Watched {
    activity: watch::Sender<Activity>,
    writing: Arc<AtomicBool>,
}

impl Open {
    fn register(
        self: &Arc<Self>,
        activity: &watch::Sender<Activity>,
        writing: &Arc<AtomicBool>,
    ) -> Registered {
        let mut set = self.lock();
        let id = set.next;
        set.next += 1;
        set.by_id.insert(
            id,
            Watched {
                activity: activity.clone(),
                writing: writing.clone(),
            },
        );
        Registered {
            open: self.clone(),
            id,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, OpenSet> {
        // A panic elsewhere leaves the map whole (every change is one
        // insert or remove), so a poisoned lock is still usable.
        self.connections
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Flags the connection that has gone longest with no request in
    /// flight (and no response still being written) to close; false if
    /// there is none. A linear scan: at most `max_connections` entries,
    /// and only when the server is full.
    fn evict_longest_idle(&self) -> bool {
        let set = self.lock();
        loop {
            let oldest = set
                .by_id
                .values()
                .filter(|w| !w.writing.load(Ordering::Relaxed))
                .filter_map(|w| {
                    let a = w.activity.borrow();
                    (a.in_flight == 0 && !a.evicted).then_some((a.idle_since, w))
                })
                .min_by_key(|(since, _)| *since);
            let Some((_, watched)) = oldest else {
                return false;
            };
            // Checked again under the connection's own lock, which a
            // request takes to begin: flagged only if still idle.
            let flagged = watched.activity.send_if_modified(|a| {
                let idle = a.in_flight == 0 && !a.evicted;
                a.evicted |= idle;
                idle
            });
            if flagged {
                return true;
            }
        }
    }
}

/// A connection's entry in [`Open`], removed when its task ends.
struct Registered {
    open: Arc<Open>,
    id: u64,
}

impl Drop for Registered {
    fn drop(&mut self) {
        self.open.lock().by_id.remove(&self.id);
    }
}

fn is_connection_error(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused | io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset
    )
}

/// A connection over the limit, with none to evict: a 503 if the socket takes it now (it
/// always has room for a few hundred bytes), then closed. Nothing waits
/// on the client.
fn refuse(stream: TcpStream, max: usize) {
    let body = serde_json::json!({
        "error": format!("the server has {max} connections open, its most; try again shortly"),
        "limit": "connections",
        "max": max,
    })
    .to_string();
    let response = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
         connection: close\r\n\r\n{body}",
        body.len()
    );
    // What the client has sent already is read first: closing a socket
    // with unread bytes resets it, and the client may lose the 503.
    let mut sink = [0u8; 4096];
    for _ in 0..4 {
        if !matches!(stream.try_read(&mut sink), Ok(n) if n > 0) {
            break;
        }
    }
    let _ = stream.try_write(response.as_bytes());
}

/// Whether a connection is answering a request, and since when it has
/// not been.
#[derive(Debug)]
struct Activity {
    in_flight: usize,
    served: bool,
    idle_since: Instant,
    /// Picked to make room for a newcomer: it closes once idle.
    evicted: bool,
}

/// A request in flight on its connection: from the moment its head is
/// read to the end (or the drop) of its response.
struct InFlight(watch::Sender<Activity>);

impl InFlight {
    fn begin(activity: &watch::Sender<Activity>) -> InFlight {
        activity.send_modify(|a| {
            a.in_flight += 1;
            a.served = true;
        });
        InFlight(activity.clone())
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.send_modify(|a| {
            a.in_flight -= 1;
            a.idle_since = Instant::now();
        });
    }
}

/// Completes when the connection has had no request in flight for too
/// long: [`Limits::header`] before its first request, [`Limits::idle`]
/// after one; or at once, with none in flight, once it is evicted. A response is over for its request once hyper has taken
/// its last bytes, which it may still be writing: while a write waits on
/// the client (`writing`), the write timeout governs, not this one.
async fn idle_expired(mut activity: watch::Receiver<Activity>, limits: Limits, writing: Arc<AtomicBool>) {
    loop {
        let deadline = {
            let a = activity.borrow_and_update();
            (a.in_flight == 0).then(|| match (a.evicted, a.served) {
                (true, _) => Instant::now(),
                (false, true) => a.idle_since + limits.idle,
                (false, false) => a.idle_since + limits.header,
            })
        };
        let changed = activity.changed();
        let still_open = match deadline {
            Some(deadline) => tokio::select! {
                () = tokio::time::sleep_until(deadline) => {
                    if !writing.load(Ordering::Relaxed) {
                        return;
                    }
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    true
                }
                changed = changed => changed.is_ok(),
            },
            None => changed.await.is_ok(),
        };
        if !still_open {
            // The connection is gone; it is being dropped anyway.
            std::future::pending::<()>().await;
        }
    }
}

/// Serves one connection until it closes, times out or is told to stop.
async fn connection(stream: TcpStream, serve: Serve, _slot: OwnedSemaphorePermit) {
    let Serve {
        router,
        http,
        limits,
        mut stop,
        open,
    } = serve;
    let _ = stream.set_nodelay(true);
    let (activity, watching) = watch::channel(Activity {
        in_flight: 0,
        served: false,
        idle_since: Instant::now(),
        evicted: false,
    });
    let service = {
        let activity = activity.clone();
        hyper::service::service_fn(move |request: Request<Incoming>| {
            let in_flight = InFlight::begin(&activity);
            let response = router.clone().oneshot(request);
            async move {
                let response = response.await.unwrap_or_else(|never| match never {});
                Ok::<_, Infallible>(response.map(|body| Holding::new(body, in_flight)))
            }
        })
    };
    let writing = Arc::new(AtomicBool::new(false));
    let _registered = open.register(&activity, &writing);
    let io = TokioIo::new(WriteLimit::new(stream, limits.write, writing.clone()));
    let conn = http.serve_connection(io, service);
    tokio::pin!(conn);
    let idle = idle_expired(watching, limits, writing);
    tokio::pin!(idle);
    let mut draining = false;
    loop {
        tokio::select! {
            _ = conn.as_mut() => return,
            () = &mut idle => return,
            _ = stop.changed(), if !draining => {
                // No request yet, so nothing of ours to finish: a silent
                // or half-sent first request goes at once. hyper closes
                // an idle kept-alive connection at once too, and one with
                // a response under way once it is written.
                if !activity.borrow().served {
                    return;
                }
                conn.as_mut().graceful_shutdown();
                draining = true;
            }
        }
    }
}

/// A stream whose writes may wait on the client `limit` in all for one
/// response: the time writes spend blocked on a full socket is added up,
/// from 0 again whenever the client sends something (its next request),
/// and past `limit` the writes fail, which drops the connection.
struct WriteLimit {
    stream: TcpStream,
    limit: Duration,
    blocked: Duration,
    /// When the write now waiting first found the socket full.
    since: Option<Instant>,
    /// Whether a write is waiting, for the idle timer.
    writing: Arc<AtomicBool>,
    timer: Option<Pin<Box<Sleep>>>,
}

impl WriteLimit {
    fn new(stream: TcpStream, limit: Duration, writing: Arc<AtomicBool>) -> Self {
        WriteLimit {
            stream,
            limit,
            blocked: Duration::ZERO,
            since: None,
            writing,
            timer: None,
        }
    }

    /// Counts the time a write waits, and fails it once the connection
    /// has waited `limit` in all.
    fn count<T>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if poll.is_ready() {
            if let Some(since) = self.since.take() {
                self.blocked += since.elapsed();
                self.writing.store(false, Ordering::Relaxed);
            }
            return poll;
        }
        let since = *self.since.get_or_insert_with(|| {
            self.writing.store(true, Ordering::Relaxed);
            Instant::now()
        });
        let deadline = since + self.limit.saturating_sub(self.blocked);
        let timer = match &mut self.timer {
            Some(timer) => {
                if timer.deadline() != deadline {
                    timer.as_mut().reset(deadline);
                }
                timer
            }
            None => self.timer.insert(Box::pin(tokio::time::sleep_until(deadline))),
        };
        ready!(timer.as_mut().poll(cx));
        Poll::Ready(Err(io::Error::new(
            io::ErrorKind::TimedOut,
            "the client took none of the response for too long",
        )))
    }
}

impl AsyncRead for WriteLimit {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let poll = Pin::new(&mut this.stream).poll_read(cx, buf);
        if matches!(poll, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            this.blocked = Duration::ZERO;
        }
        poll
    }
}

impl AsyncWrite for WriteLimit {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.stream).poll_write(cx, buf);
        this.count(cx, poll)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
        this.count(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.stream).poll_flush(cx);
        this.count(cx, poll)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.stream).poll_shutdown(cx);
        this.count(cx, poll)
    }
}
