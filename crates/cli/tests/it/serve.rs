//! `queens serve`: prints the address it really listens on (port 0 picks
//! one), serves the page and the API there, and refuses a bad address.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Stdio};
use std::time::Duration;

use crate::common::{queens, run};

/// Ends the server however the test ends.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn get(addr: &str, path: &str) -> String {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).expect("read");
    reply
}

#[test]
fn serve_on_port_0_prints_the_real_address() {
    let mut child = queens()
        .args(["serve", "--addr", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("queens serve starts");
    let stdout = child.stdout.take().unwrap();
    let server = Server(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the first line");
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no URL in {line:?}"));
    let addr = url.trim_start_matches("http://").trim_end_matches('/');
    assert!(!addr.ends_with(":0"), "the real port, not 0: {line}");

    let page = get(addr, "/");
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("<title>queens"));
    let trace = get(addr, "/api/trace?n=4&max_steps=3");
    assert!(trace.starts_with("HTTP/1.1 200"), "{trace}");
    assert!(trace.contains(r#""event":"cut""#), "{trace}");
    let refused = get(addr, "/api/trace?n=40");
    assert!(refused.starts_with("HTTP/1.1 400"), "{refused}");
    assert!(refused.contains(r#""limit":"n""#), "{refused}");
    drop(server);
}

/// `--port N` is short for `--addr 127.0.0.1:N` (the flag people try
/// first); with `--addr` as well it is refused.
#[test]
fn serve_takes_a_port() {
    let mut child = queens()
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("queens serve starts");
    let stdout = child.stdout.take().unwrap();
    let server = Server(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the first line");
    assert!(line.contains("http://127.0.0.1:"), "{line}");
    assert!(!line.contains("127.0.0.1:0/"), "the real port: {line}");
    drop(server);
    let out = run(&["serve", "--port", "8080", "--addr", "127.0.0.1:0"]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("cannot be used with"), "{}", out.stderr);
}

#[test]
fn serve_refuses_a_bad_address() {
    let out = run(&["serve", "--addr", "localhost"]);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("the address must be IP:PORT or HOST:PORT"),
        "{}",
        out.stderr
    );
    assert_eq!(out.stdout, "");
}

#[test]
fn serve_reports_an_address_in_use() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let out = run(&["serve", "--addr", &addr]);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.starts_with(&format!("error: cannot listen on {addr}")),
        "{}",
        out.stderr
    );
}

#[test]
fn serve_takes_a_host_name_and_opens_the_browser() {
    // A stand-in browser: `xdg-open URL` writes URL to a file.
    let dir = tempfile::tempdir().unwrap();
    let opened = dir.path().join("opened");
    let fake = dir.path().join("xdg-open");
    std::fs::write(
        &fake,
        format!("#!/bin/sh\nprintf '%s' \"$1\" > '{}'\n", opened.display()),
    )
    .unwrap();
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let mut child = queens()
        .args(["serve", "--addr", "localhost:0", "--open"])
        .env("PATH", format!("{}:/usr/bin:/bin", dir.path().display()))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("queens serve starts");
    let stdout = child.stdout.take().unwrap();
    let server = Server(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the first line");
    assert!(
        line.contains("http://127.0.0.1:"),
        "localhost is 127.0.0.1: {line}"
    );
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap();
    let mut seen = String::new();
    for _ in 0..100 {
        if let Ok(s) = std::fs::read_to_string(&opened)
            && !s.is_empty()
        {
            seen = s;
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(seen, url, "the browser was asked to open the page");
    drop(server);
}

/// A launcher that fails (`xdg-open` with no browser exits 3) is one plain
/// warning line naming it and its status, not Rust debug text
/// (`ExitStatus(unix_wait_status(768))`, issue 49); the server runs on.
#[test]
fn serve_says_plainly_when_no_browser_opens() {
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("xdg-open");
    std::fs::write(&fake, "#!/bin/sh\nexit 3\n").unwrap();
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    // Only the stand-in on PATH: no other launcher (gio, wslview) to try.
    let mut child = queens()
        .args(["serve", "--addr", "127.0.0.1:0", "--open"])
        .env("PATH", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("queens serve starts");
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    let server = Server(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the first line");
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap()
        .to_owned();
    let mut warning = String::new();
    BufReader::new(stderr)
        .read_line(&mut warning)
        .expect("the warning");
    assert_eq!(
        warning.trim_end(),
        format!("warning: could not open a browser (xdg-open exited with status 3); open {url} yourself")
    );
    // Still serving.
    let addr = url.trim_start_matches("http://").trim_end_matches('/');
    assert!(get(addr, "/").starts_with("HTTP/1.1 200"));
    drop(server);
}
