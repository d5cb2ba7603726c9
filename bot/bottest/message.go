package bottest

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"mime"
	"mime/multipart"
	"strings"
)

// Message is a body gobot sent to Discord (an interaction response, an
// edit, a follow-up or a channel post), taken apart.
type Message struct {
	// JSON is the message itself: the whole body of a JSON request, or the
	// payload_json part of a multipart one.
	JSON []byte
	// Files are the attached files by file name.
	Files map[string][]byte
}

// ReadMessage reads a body gobot sent, given its Content-Type, the way
// Discord reads it: application/json, or multipart/form-data with the JSON
// in a part named payload_json and each file in a part named files[n]. A
// body of any other type, or a multipart part of any other name, is an
// error. An empty body without a type (a DELETE's) is an empty Message.
func ReadMessage(contentType string, body []byte) (Message, error) {
	m := Message{Files: map[string][]byte{}}
	if contentType == "" && len(body) == 0 {
		return m, nil
	}
	mt, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		return m, fmt.Errorf("bottest: content type %q: %w", contentType, err)
	}
	switch mt {
	case "application/json":
		m.JSON = body
		return m, nil
	case "multipart/form-data":
	default:
		return m, fmt.Errorf("bottest: content type %q is neither JSON nor multipart/form-data", mt)
	}
	mr := multipart.NewReader(bytes.NewReader(body), params["boundary"])
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return m, fmt.Errorf("bottest: multipart body: %w", err)
		}
		data, err := io.ReadAll(p)
		if err != nil {
			return m, fmt.Errorf("bottest: part %q: %w", p.FormName(), err)
		}
		switch name := p.FormName(); {
		case name == "payload_json":
			m.JSON = data
		case strings.HasPrefix(name, "files[") && strings.HasSuffix(name, "]"):
			if _, dup := m.Files[p.FileName()]; dup {
				return m, fmt.Errorf("bottest: two files named %q", p.FileName())
			}
			m.Files[p.FileName()] = data
		default:
			return m, fmt.Errorf("bottest: part %q is neither payload_json nor files[n]", name)
		}
	}
	if m.JSON == nil {
		return m, errors.New("bottest: multipart body without payload_json")
	}
	return m, nil
}

// PNG decodes the attached file of that name as a PNG image.
func (m Message) PNG(name string) (image.Image, error) {
	data, ok := m.Files[name]
	if !ok {
		names := make([]string, 0, len(m.Files))
		for n := range m.Files {
			names = append(names, n)
		}
		return nil, fmt.Errorf("bottest: no file %s among %q", name, names)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("bottest: %s: %w", name, err)
	}
	return img, nil
}
