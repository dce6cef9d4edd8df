import SwiftUI

struct InfoCallout: View {
    var body: some View {
        Text("Heads up")
            .font(.footnote)
            .frame(width: 120, height: 40)
            .background(Color(UIColor.systemBlue.withAlphaComponent(0.5)))
    }
}
