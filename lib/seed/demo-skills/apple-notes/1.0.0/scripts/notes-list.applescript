-- List notes in a folder of the default Notes account, newest first.
-- Usage: osascript notes-list.applescript [FOLDER] [MAX]
-- Output: one line per note: id<TAB>modified<TAB>name
on run argv
	set folderName to "Notes"
	set maxCount to 20
	if (count of argv) > 0 then set folderName to item 1 of argv
	if (count of argv) > 1 then set maxCount to (item 2 of argv) as integer
	set output to {}
	tell application "Notes"
		if not (exists folder folderName of default account) then error "No folder named " & folderName
		set theNotes to notes of folder folderName of default account
		-- Notes returns a folder's notes most recently modified first.
		set n to count of theNotes
		if n > maxCount then set n to maxCount
		repeat with i from 1 to n
			set aNote to item i of theNotes
			set end of output to (id of aNote) & tab & ((modification date of aNote) as string) & tab & (name of aNote)
		end repeat
	end tell
	set AppleScript's text item delimiters to linefeed
	return output as text
end run
