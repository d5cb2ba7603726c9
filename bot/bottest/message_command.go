package bottest

import (
	"fmt"
	"sort"

	"github.com/bwmarrin/discordgo"
	"github.com/gobot-baduk/gobot/commands"
)

// fillMessageCommand fills a message command (data.type 3, "Review this
// game") into message_review.json: the target message's id from the
// option "message" (the recorded one when not given), its channel, and
// its attachments from the request's, in the order of their ids.
func fillMessageCommand(data object, req *commands.Request) error {
	resolved, _ := data["resolved"].(object)
	msgs, _ := resolved["messages"].(object)
	var msg object
	for _, m := range msgs {
		msg, _ = m.(object)
	}
	if msg == nil {
		return fmt.Errorf("a message command without its message")
	}
	data["name"] = req.Command
	target, ok := req.Options["message"]
	if !ok {
		target, _ = data["target_id"].(string)
	}
	data["target_id"] = target
	msg["id"], msg["channel_id"] = target, req.ChannelID
	ids := make([]string, 0, len(req.Attachments))
	for id := range req.Attachments {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool {
		if len(ids[i]) != len(ids[j]) {
			return len(ids[i]) < len(ids[j])
		}
		return ids[i] < ids[j]
	})
	atts := []any{}
	for _, id := range ids {
		o, err := attachmentObject(req.Attachments[id])
		if err != nil {
			return err
		}
		// A message's files are not the command's upload.
		delete(o, "ephemeral")
		atts = append(atts, o)
	}
	msg["attachments"] = atts
	data["resolved"] = object{"messages": object{target: msg}}
	return nil
}

// isMessageCommand reports whether gobot registers name as a message
// command.
func isMessageCommand(name string) bool {
	d := definition(name)
	return d != nil && d.Type == discordgo.MessageApplicationCommand
}
