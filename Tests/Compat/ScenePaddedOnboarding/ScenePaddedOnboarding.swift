import SwiftUI

// An onboarding step laid out with scene padding instead of hard-coded margins: the whole column
// inset with `.scenePadding()`, the call to action inset only horizontally with the iOS 16 form.
struct WelcomeStep: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Welcome").font(.title.bold())
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.teal)
                    .frame(height: 60)
            }
            .scenePadding()

            Button {
            } label: {
                Text("Get Started")
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(Color.indigo, in: .rect(cornerRadius: 12))
                    .foregroundStyle(.white)
            }
            .buttonStyle(.plain)
            .scenePadding(.minimum, edges: .horizontal)
        }
    }
}
