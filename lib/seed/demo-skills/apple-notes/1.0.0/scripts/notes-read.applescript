-- Print the plain text of one note, looked up by the id from notes-list or notes-search.
-- Usage: osascript notes-read.applescript NOTE_ID
on run argv
	if (count of argv) < 1 then error "usage: osascript notes-read.applescript NOTE_ID"
	tell application "Notes"
		set aNote to note id (item 1 of argv)
		return (name of aNote) & linefeed & linefeed & (plaintext of aNote)
	end tell
end run
