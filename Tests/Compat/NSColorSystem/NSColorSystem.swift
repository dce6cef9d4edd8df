import SwiftUI

struct MacPanel: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(nsColor: .windowBackgroundColor).frame(height: 20)
            Color(nsColor: .controlBackgroundColor).frame(height: 20)
            Color(nsColor: .controlAccentColor).frame(height: 20)
            Text("Detail").foregroundColor(Color(nsColor: .secondaryLabelColor)).frame(height: 20)
            Color(nsColor: .controlTextColor).frame(height: 4)
        }
        .frame(width: 100)
    }
}
