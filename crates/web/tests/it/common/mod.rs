//! A server on a free port of the loopback, and a plain HTTP/1.1 client
//! that sends exactly the bytes it is given (so odd paths reach the
//! server as written).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

/// A server running on its own thread; stopped when dropped.
pub struct TestServer {
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<thread::JoinHandle<()>>,
}

impl TestServer {
    pub fn start(config: web::Config) -> TestServer {
        let (ready_tx, ready_rx) = mpsc::channel();
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        let thread = thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(async move {
                let server = web::Server::bind("127.0.0.1:0".parse().unwrap(), config)
                    .await
                    .expect("bind a free port");
                ready_tx.send(server.local_addr().unwrap()).unwrap();
                server
                    .run(async {
                        let _ = stop_rx.await;
                    })
                    .await
                    .expect("serve");
            });
        });
        let addr = ready_rx
            .recv_timeout(Duration::from_secs(30))
            .expect("the server starts");
        TestServer {
            addr,
            stop: Some(stop_tx),
            thread: Some(thread),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// Stops the server and waits for it: how long it took to return.
    pub fn stop(mut self) -> Duration {
        let start = std::time::Instant::now();
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            t.join().expect("the server's thread");
        }
        start.elapsed()
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// An HTTP response.
#[derive(Debug)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Response {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text()))
    }
}

/// Sends `method path` with an optional JSON body and reads the whole
/// response (the connection is closed after it).
pub fn request(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> Response {
    try_request(addr, method, path, body).expect("the request and its response")
}

/// [`request`], with the connection's errors returned instead of a panic:
/// for waiting on a server that may reset connections while it starts.
pub fn try_request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> std::io::Result<Response> {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    if let Some(body) = body {
        head.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    head.push_str("\r\n");
    head.push_str(body.unwrap_or(""));
    try_raw(addr, head.as_bytes())
}

pub fn get(addr: SocketAddr, path: &str) -> Response {
    request(addr, "GET", path, None)
}

/// Sends raw bytes and reads one response: to its `Content-Length`, to
/// the last chunk, or else to the end of the connection (some servers
/// keep it open whatever `Connection: close` says).
pub fn try_raw(addr: SocketAddr, bytes: &[u8]) -> std::io::Result<Response> {
    let mut stream = TcpStream::connect(addr)?;
    stream.set_read_timeout(Some(Duration::from_secs(120)))?;
    stream.write_all(bytes)?;
    let mut data = Vec::new();
    let mut buf = [0u8; 64 * 1024];
    loop {
        if let Some(response) = complete(&data) {
            return Ok(response);
        }
        let got = stream.read(&mut buf)?;
        if got == 0 {
            return Ok(parse(&data));
        }
        data.extend_from_slice(&buf[..got]);
    }
}

/// The response, if `data` holds all of it.
fn complete(data: &[u8]) -> Option<Response> {
    let end = data.windows(4).position(|w| w == b"\r\n\r\n")?;
    let response = parse(data);
    let body = data.len() - end - 4;
    if let Some(length) = response.header("content-length") {
        return (body >= length.parse::<usize>().ok()?).then_some(response);
    }
    let chunked = response
        .header("transfer-encoding")
        .is_some_and(|v| v.contains("chunked"));
    (chunked && data.ends_with(b"0\r\n\r\n")).then_some(response)
}

fn parse(data: &[u8]) -> Response {
    let end = data
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no end of headers in {:?}", String::from_utf8_lossy(data)));
    let head = String::from_utf8_lossy(&data[..end]);
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap();
    let status = status_line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("bad status line {status_line:?}"));
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let rest = &data[end + 4..];
    let chunked = headers
        .iter()
        .any(|(k, v)| k.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    let body = if chunked { dechunk(rest) } else { rest.to_vec() };
    Response {
        status,
        headers,
        body,
    }
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    loop {
        let Some(eol) = data.windows(2).position(|w| w == b"\r\n") else {
            return body;
        };
        let size_text = String::from_utf8_lossy(&data[..eol]);
        let size = usize::from_str_radix(size_text.split(';').next().unwrap().trim(), 16).unwrap_or(0);
        if size == 0 {
            return body;
        }
        body.extend_from_slice(&data[eol + 2..eol + 2 + size]);
        data = &data[eol + 2 + size + 2..];
    }
}

/// What serves the page: `queens serve`'s server or a static host of
/// the site `queens site` writes. The browser tests walk either.
pub trait Site {
    /// The URL of `path` (from `/`, with its query) there.
    fn url(&self, path: &str) -> String;
}

impl Site for TestServer {
    fn url(&self, path: &str) -> String {
        TestServer::url(self, path)
    }
}

/// The static site (`web::site::write`) in a folder of its own, served
/// by `python3 -m http.server` on a free port: no `queens serve`, no API.
/// Stopped and removed when dropped.
pub struct StaticSite {
    /// Held for its drop, which removes the folder.
    _dir: tempfile::TempDir,
    pub port: u16,
    child: std::process::Child,
}

impl StaticSite {
    /// `None` (said loudly) when this build has no WebAssembly engine or
    /// there is no python3, unless `QUEENS_E2E=1`, where that is a
    /// failure.
    pub fn start() -> Option<StaticSite> {
        use std::io::BufRead;
        use std::process::{Command, Stdio};

        let required = std::env::var("QUEENS_E2E").is_ok_and(|v| v == "1");
        let skip = |why: String| {
            assert!(!required, "QUEENS_E2E=1 and {why}");
            let _ = writeln!(std::io::stderr(), "SKIPPED the static site: {why}");
            None
        };
        if !web::site::has_engine() {
            return skip(format!(
                "this build has no WebAssembly engine; {}",
                web::site::HOW_TO_BUILD
            ));
        }
        let dir = tempfile::tempdir().expect("a temporary folder");
        web::site::write(dir.path()).expect("write the site");
        // -u: the line that names the port comes at once.
        let child = Command::new("python3")
            .args([
                "-u",
                "-m",
                "http.server",
                "0",
                "--bind",
                "127.0.0.1",
                "--directory",
            ])
            .arg(dir.path())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn();
        let mut child = match child {
            Ok(child) => child,
            Err(e) => return skip(format!("python3 does not run ({e})")),
        };
        // "Serving HTTP on 127.0.0.1 port 40123 (http://127.0.0.1:40123/) ..."
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().expect("its stdout"))
            .read_line(&mut line)
            .expect("python3 says where it serves");
        let port = line
            .split_whitespace()
            .skip_while(|w| *w != "port")
            .nth(1)
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no port in {line:?}"));
        Some(StaticSite {
            _dir: dir,
            port,
            child,
        })
    }
}

impl Site for StaticSite {
    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }
}

impl Drop for StaticSite {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
