-- Create a note in a folder of the default Notes account.
-- Usage: osascript notes-create.applescript TITLE BODY [FOLDER]
-- BODY is plain text; lines become paragraphs. Prints the new note's id.
on escapeHTML(theText)
	set theText to my replaceText(theText, "&", "&amp;")
	set theText to my replaceText(theText, "<", "&lt;")
	set theText to my replaceText(theText, ">", "&gt;")
	return theText
end escapeHTML

on replaceText(theText, search, replacement)
	set AppleScript's text item delimiters to search
	set parts to text items of theText
	set AppleScript's text item delimiters to replacement
	set theText to parts as text
	set AppleScript's text item delimiters to ""
	return theText
end replaceText

on run argv
	if (count of argv) < 2 then error "usage: osascript notes-create.applescript TITLE BODY [FOLDER]"
	set noteTitle to item 1 of argv
	set noteBody to item 2 of argv
	set folderName to "Notes"
	if (count of argv) > 2 then set folderName to item 3 of argv

	set html to "<h1>" & my escapeHTML(noteTitle) & "</h1>"
	repeat with para in paragraphs of noteBody
		set html to html & "<div>" & my escapeHTML(para as text) & "</div>"
	end repeat

	tell application "Notes"
		if not (exists folder folderName of default account) then
			make new folder at default account with properties {name:folderName}
		end if
		set newNote to make new note at folder folderName of default account with properties {body:html}
		return id of newNote
	end tell
end run
