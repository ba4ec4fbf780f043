-- Find notes whose title or text contains a phrase (case-insensitive).
-- Usage: osascript notes-search.applescript PHRASE [MAX]
-- Output: one line per match: id<TAB>folder<TAB>name
on run argv
	if (count of argv) < 1 then error "usage: osascript notes-search.applescript PHRASE [MAX]"
	set phrase to item 1 of argv
	set maxCount to 20
	if (count of argv) > 1 then set maxCount to (item 2 of argv) as integer
	set output to {}
	tell application "Notes"
		set matches to (notes of default account whose name contains phrase or plaintext contains phrase)
		repeat with aNote in matches
			if (count of output) >= maxCount then exit repeat
			set end of output to (id of aNote) & tab & (name of container of aNote) & tab & (name of aNote)
		end repeat
	end tell
	set AppleScript's text item delimiters to linefeed
	return output as text
end run
