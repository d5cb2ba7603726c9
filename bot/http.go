package bot

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// Limits of the endpoint.
const (
	// maxBody bounds an interaction payload: Discord's are a few KB.
	maxBody = 1 << 20
	// maxSkew is how far a signature's timestamp may be from now: older
	// requests are replays and are refused.
	maxSkew = 5 * time.Minute
)

// Endpoint is the HTTP interactions endpoint: it checks Discord's Ed25519
// signature, answers PING with PONG, and runs everything else through the
// commands.
type Endpoint struct {
	d         *dispatcher
	publicKey ed25519.PublicKey
	now       func() time.Time
}

// EndpointOption configures an Endpoint.
type EndpointOption func(*Endpoint)

// Budget sets how long a request may run before it is deferred.
func Budget(d time.Duration) EndpointOption { return func(e *Endpoint) { e.d.budget = d } }

// TokenLife sets how long an interaction's token is used for edits and
// follow-ups (DefaultTokenLife); a later answer is posted in the channel.
func TokenLife(d time.Duration) EndpointOption { return func(e *Endpoint) { e.d.tokenLife = d } }

// Logger sets the logger.
func Logger(l *slog.Logger) EndpointOption { return func(e *Endpoint) { e.d.logger = l } }

// NewEndpoint returns the endpoint for the application with the given id
// and public key; deferred answers go through rest.
func NewEndpoint(b *commands.Bot, rest *REST, appID string, publicKey ed25519.PublicKey, opts ...EndpointOption) *Endpoint {
	e := &Endpoint{d: newDispatcher(b, rest, appID, 0, nil), publicKey: publicKey, now: time.Now}
	for _, o := range opts {
		o(e)
	}
	return e
}

// ParsePublicKey reads the application's public key as the developer
// portal shows it: 64 hex digits.
func ParsePublicKey(s string) (ed25519.PublicKey, error) {
	k, err := hex.DecodeString(s)
	if err != nil || len(k) != ed25519.PublicKeySize {
		return nil, errors.New("bot: the public key must be 64 hex digits (the application's PUBLIC KEY in the developer portal)")
	}
	return ed25519.PublicKey(k), nil
}

// ServeHTTP implements http.Handler.
func (e *Endpoint) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "POST interactions here", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			http.Error(w, "payload too large", http.StatusRequestEntityTooLarge)
			return
		}
		http.Error(w, "cannot read the body", http.StatusBadRequest)
		return
	}
	switch err := e.verify(r.Header, body); {
	case errors.Is(err, errStale):
		e.d.logger.Warn("stale interaction timestamp", "remote", r.RemoteAddr)
		http.Error(w, "stale timestamp", http.StatusUnauthorized)
		return
	case err != nil:
		e.d.logger.Warn("bad interaction signature", "remote", r.RemoteAddr, "reason", err.Error())
		http.Error(w, "invalid request signature", http.StatusUnauthorized)
		return
	}
	i, err := DecodeInteraction(body)
	if err != nil {
		http.Error(w, "cannot decode the interaction", http.StatusBadRequest)
		return
	}
	if i.Type == discordgo.InteractionPing {
		writeJSON(w, &response{Type: discordgo.InteractionResponsePong})
		return
	}
	req, err := FromInteraction(i)
	if err != nil {
		http.Error(w, "unsupported interaction", http.StatusBadRequest)
		return
	}
	e.d.run(i, req, func(resp *response, files []commands.File) error {
		ct, b, err := encodeBody(resp, files)
		if err != nil {
			http.Error(w, "internal error", http.StatusInternalServerError)
			return err
		}
		w.Header().Set("Content-Type", ct)
		w.Header().Set("Content-Length", strconv.Itoa(len(b)))
		_, err = w.Write(b)
		return err
	})
}

var errStale = errors.New("stale timestamp")

// verify checks the Ed25519 signature of timestamp+body and the timestamp's
// age.
func (e *Endpoint) verify(h http.Header, body []byte) error {
	sigHex, ts := h.Get("X-Signature-Ed25519"), h.Get("X-Signature-Timestamp")
	if sigHex == "" || ts == "" {
		return errors.New("missing signature headers")
	}
	sig, err := hex.DecodeString(sigHex)
	if err != nil || len(sig) != ed25519.SignatureSize {
		return errors.New("malformed signature")
	}
	msg := make([]byte, 0, len(ts)+len(body))
	msg = append(append(msg, ts...), body...)
	if !ed25519.Verify(e.publicKey, msg, sig) {
		return errors.New("signature does not verify")
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return errors.New("malformed timestamp")
	}
	if d := e.now().Sub(time.Unix(sec, 0)); d > maxSkew || d < -maxSkew {
		return errStale
	}
	return nil
}

func writeJSON(w http.ResponseWriter, v any) {
	var buf bytes.Buffer
	_ = json.NewEncoder(&buf).Encode(v)
	w.Header().Set("Content-Type", "application/json")
	w.Write(buf.Bytes())
}

// Shutdown waits for the interactions in flight (deferred ones included)
// to finish, or for ctx to end. Stop the HTTP server first, so that no new
// interaction arrives.
func (e *Endpoint) Shutdown(ctx context.Context) error { return e.d.wait(ctx) }
