// PreviewFailureFixtures.swift · RendershotTests · previews that cannot be rendered, beside ones that can (PreviewsCommandTests)
// The line numbers of the #Previews below are asserted: add new fixtures at the end.

import Raster

#Preview("Too wide", traits: .sizeThatFitsLayout) {
    Color(red: 1, green: 0, blue: 0).frame(width: 100000, height: 10)
}

#Preview("No window") {
    Color(red: 1, green: 0, blue: 0).previewLayout(.fixed(width: -1, height: .nan))
}

#Preview("Settings, with a name far longer than any file system allows for one file name, written out in full so that the reference name has to be cut to fit: it goes on and on, through the panel's sections, rows and toggles, past every limit, to reach three hundred characters, and a little more beyond that", traits: .fixedLayout(width: 4, height: 3)) {
    Color(red: 0, green: 0, blue: 1)
}

#Preview("Fine", traits: .fixedLayout(width: 4, height: 3)) {
    Color(red: 0, green: 1, blue: 0)
}
