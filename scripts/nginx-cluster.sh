#!/usr/bin/env bash
# Starts or stops nginx as a round-robin load balancer in front of app instances, for the
# cluster test tier and for trying several instances by hand.
#   scripts/nginx-cluster.sh start DIR PORT...   prints the balancer's http:// URL on stdout
#   scripts/nginx-cluster.sh stop DIR
# NGINX_PORT chooses the port; unset, a free one is taken.
# Everything nginx writes (generated config, pid, logs, request bodies) lives in DIR; it
# listens on a free loopback port and touches no system path. Each answer carries
# X-Upstream, the instance that served it, so tests can see the load spread. DIR is
# deleted on stop.
set -euo pipefail

cmd=${1:?start|stop}
dir=${2:?nginx folder}
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

case "$cmd" in
  start)
    shift 2
    [ $# -gt 0 ] || { echo "usage: $0 start DIR PORT..." >&2; exit 2; }
    mkdir -p "$dir/temp"
    dir=$(cd "$dir" && pwd)
    port=${NGINX_PORT:-}
    [ -n "$port" ] || port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    upstreams=""
    for upstream in "$@"; do upstreams+="    server 127.0.0.1:$upstream max_fails=0;"$'\n'; done
    # As root nginx would hand its workers to `nobody`, who cannot write DIR.
    user_line=""
    [ "$(id -u)" -eq 0 ] && user_line="user root;"
    cat >"$dir/nginx.conf" <<CONF
$user_line
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 512; }
http {
  access_log $dir/access.log;
  client_body_temp_path $dir/temp/body;
  proxy_temp_path $dir/temp/proxy;
  fastcgi_temp_path $dir/temp/fastcgi;
  uwsgi_temp_path $dir/temp/uwsgi;
  scgi_temp_path $dir/temp/scgi;
  # A visit photo may be 10 MB; the app refuses anything larger itself.
  client_max_body_size 12m;
  upstream app {
$upstreams    keepalive 16;
  }
  server {
    listen 127.0.0.1:$port;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      # An instance shutting down answers 503 to new requests: send them to the next one.
      proxy_next_upstream error timeout http_503;
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
CONF
    "$nginx_bin" -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log"
    echo "http://127.0.0.1:$port"
    ;;
  stop)
    if [ -f "$dir/nginx.pid" ]; then
      pid=$(cat "$dir/nginx.pid")
      kill -QUIT "$pid" 2>/dev/null || true
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      # Only if it is still there: its number may belong to another process once it is gone.
      if kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR PORT... | stop DIR" >&2
    exit 2
    ;;
esac
