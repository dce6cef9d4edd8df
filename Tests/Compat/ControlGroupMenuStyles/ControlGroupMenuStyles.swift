import SwiftUI

/// The controls side by side in equal columns on a grey rounded plate.
struct ColumnsControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.content
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)
        }
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
    }
}

struct EditorToolbar: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ControlGroup("Format", systemImage: "textformat") {
                Button("Bold", systemImage: "bold") {}
                Button("Italic", systemImage: "italic") {}
                Button("Underline", systemImage: "underline") {}
            }
            .controlGroupStyle(ColumnsControlGroupStyle())

            HStack {
                ControlGroup {
                    Button(action: {}) { Image(systemName: "minus") }
                    Button(action: {}) { Color.red.frame(width: 30, height: 30) }
                } label: {
                    Text("Zoom")
                        .padding(4)
                        .background(Color.yellow)
                }
                .controlGroupStyle(.compactMenu)

                ControlGroup("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy") {}
                    Button("Mail") {}
                }
                .controlGroupStyle(.menu)
            }

            ControlGroup {
                Button("Heart", systemImage: "heart") {}
                Button("Star", systemImage: "star") {}
                Button("Flag", systemImage: "flag") {}
            }
            .controlGroupStyle(.palette)
        }
        .padding(10)
    }
}
