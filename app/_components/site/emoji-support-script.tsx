// Runs in <head> before the first paint: draws one emoji on a canvas and, when no colour pixel
// comes out (no emoji font: the browser drew an empty box or a monochrome outline), marks
// <html class="no-emoji"> so skill tiles show their fallback glyph instead (skill-emoji.tsx).
const script = `(function(){try{var c=document.createElement("canvas");c.width=c.height=24;var x=c.getContext("2d",{willReadFrequently:true});x.textBaseline="top";x.font="20px sans-serif";x.fillStyle="#000";x.fillText("\\ud83d\\udce6",0,0);var d=x.getImageData(0,0,24,24).data;for(var i=0;i<d.length;i+=4){if(d[i+3]>0&&(d[i]!==d[i+1]||d[i+1]!==d[i+2]))return}document.documentElement.classList.add("no-emoji")}catch(e){}})()`;

export function EmojiSupportScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
