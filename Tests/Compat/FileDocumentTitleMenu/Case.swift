import CompatSupport
import SpecimenUI

// The form's mint row under the inline title; the exporter presents nothing.
public let compatCase = CompatCase("FileDocumentTitleMenu", width: 300, height: 200,
    probes: [.at(5, 5, "#F2F2F7"), .at(150, 100, "#00C7BE"), .at(250, 100, "#00C7BE"), .at(295, 195, "#F2F2F7")]) {
    ProjectExportScreen()
        .frame(width: 300, height: 200)
}
