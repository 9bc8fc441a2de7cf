import Foundation
import Testing
@testable import Raster

@Suite struct SecureFieldTests {
    /// One bullet per character; the placeholder when empty; the field as tall as a text
    /// field's line; the accessibility value is the bullets, never the text.
    @Test func theTextIsShownAsBullets() {
        let host = ViewHost(SecureField("Password", text: .constant("hunter2")), size: CGSize(width: 200, height: 40))
        #expect(host.layoutDescription().contains("Text(\"•••••••\")"))
        #expect(!host.layoutDescription().contains("hunter2"))
        #expect(host.accessibilityDescription().hasPrefix("[secureTextField] \"Password\" value: \"•••••••\""))
        let empty = ViewHost(SecureField("Password", text: .constant(""), prompt: Text("Required")),
                             size: CGSize(width: 200, height: 40))
        #expect(empty.layoutDescription().contains("Text(\"Required\")"))
        #expect(controlsSize(SecureField("Password", text: .constant("abc")), ProposedViewSize(width: 200, height: nil))
                == controlsSize(TextField("Password", text: .constant("abc")), ProposedViewSize(width: 200, height: nil)))
    }
}
