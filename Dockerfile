# gobot: multi-stage build of a static binary (pure Go, CGO_ENABLED=0, SQLite
# included), run as a non-root user with its data on a volume.
#   docker build -t gobot .
#   docker run --env-file .env -v gobot-data:/data -p 8080:8080 gobot
# The default image (the last stage) is FROM scratch and has no Go engine. The
# gnugo target adds GNU Go for games against the engine (/play engine:true):
#   docker build --target gnugo -t gobot:gnugo .
#   docker run --env-file .env -v gobot-data:/data -p 8080:8080 gobot:gnugo
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/gobot ./cmd/gobot \
 && mkdir -p /out/data \
 && echo 'gobot:x:10001:10001:gobot:/data:/sbin/nologin' > /out/passwd \
 && echo 'gobot:x:10001:' > /out/group

# The image with GNU Go: Debian's gnugo package (it installs to /usr/games),
# the same binary, user and volume as the default image.
FROM debian:bookworm-slim AS gnugo
RUN apt-get update \
 && apt-get install -y --no-install-recommends gnugo ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 gobot \
 && useradd --system --uid 10001 --gid 10001 --home-dir /data --shell /usr/sbin/nologin gobot
COPY --from=build /out/gobot /usr/local/bin/gobot
COPY --from=build --chown=10001:10001 /out/data /data
ENV GOBOT_DB=/data/gobot.db \
    GOBOT_IMAGE_DIR=/data/console-images \
    GOBOT_LOG_FORMAT=json \
    GOBOT_ENGINE="/usr/games/gnugo --mode gtp"
VOLUME ["/data"]
WORKDIR /data
USER 10001:10001
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/gobot"]
CMD ["serve"]

# The default image: the last stage, so that a plain docker build makes it.
FROM scratch
# TLS roots for Discord's API, and the unprivileged user.
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/
COPY --from=build /out/passwd /etc/passwd
COPY --from=build /out/group /etc/group
COPY --from=build /out/gobot /gobot
COPY --from=build --chown=10001:10001 /out/data /data
ENV GOBOT_DB=/data/gobot.db \
    GOBOT_IMAGE_DIR=/data/console-images \
    GOBOT_LOG_FORMAT=json
VOLUME ["/data"]
WORKDIR /data
USER 10001:10001
# The HTTP interactions endpoint listens here when GOBOT_HTTP_ADDR=:8080.
EXPOSE 8080
ENTRYPOINT ["/gobot"]
CMD ["serve"]
