//! Listening and serving.

use std::future::Future;
use std::io;
use std::net::SocketAddr;

use axum::Router;
use tokio::net::TcpListener;

use crate::config::Config;

/// A server bound to its address, not yet serving.
#[derive(Debug)]
pub struct Server {
    listener: TcpListener,
    router: Router,
}

impl Server {
    /// Binds `addr` (port 0 picks a free port; [`Server::local_addr`]
    /// tells which).
    pub async fn bind(addr: SocketAddr, config: Config) -> io::Result<Server> {
        let listener = TcpListener::bind(addr).await?;
        Ok(Server {
            listener,
            router: crate::router(config),
        })
    }

    /// The address actually bound.
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until `shutdown` completes, then lets the requests in flight
    /// finish.
    pub async fn run(self, shutdown: impl Future<Output = ()> + Send + 'static) -> io::Result<()> {
        axum::serve(self.listener, self.router)
            .with_graceful_shutdown(shutdown)
            .await
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
