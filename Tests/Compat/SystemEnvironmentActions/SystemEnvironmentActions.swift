import SwiftUI

// A close button and a link row as iOS 13–17 views write them, reading the system's
// environment actions, plus a date label that follows the environment's locale.
struct LinkRow: View {
    @Environment(\.openURL) private var openURL
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        HStack(spacing: 0) {
            // Not presented in a still: the close button is drawn dimmed.
            Button {
                presentationMode.wrappedValue.dismiss()
                dismiss()
            } label: {
                Rectangle().fill(presentationMode.wrappedValue.isPresented ? Color.red : Color.gray)
            }
            .frame(width: 30, height: 30)
            Rectangle()
                .fill(locale.identifier == "nb_NO" ? Color.green : Color.red)
                .frame(width: 30, height: 30)
                .onTapGesture {
                    if let url = URL(string: "https://example.com") { openURL(url) }
                }
            Rectangle()
                .fill(calendar.identifier == .gregorian && timeZone.secondsFromGMT() == 0 ? Color.blue : Color.red)
                .frame(width: 30, height: 30)
        }
    }
}
