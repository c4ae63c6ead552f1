extension XcodeProjectReader {
    /// The names of what a target depends on: targets it depends on or embeds, package products it links.
    mutating func dependencies(of target: PropertyListDictionary) -> [String] {
        var names = Set<String>()
        for dependencyID in target[strings: "dependencies"] {
            guard let dependency = object(dependencyID, referredBy: target) else { continue }
            if let targetID = dependency[string: "target"], let name = object(targetID)?[string: "name"] {
                names.insert(name)
            } else if let name = dependency[string: "name"] {
                names.insert(name)
            } else if let proxyID = dependency[string: "targetProxy"], let name = object(proxyID)?[string: "remoteInfo"] {
                names.insert(name)
            }
            if let productID = dependency[string: "productRef"], let name = object(productID)?[string: "productName"] {
                names.insert(name)
            }
        }
        for productID in target[strings: "packageProductDependencies"] {
            if let name = object(productID)?[string: "productName"] { names.insert(name) }
        }
        for phaseID in target[strings: "buildPhases"] {
            guard let phase = object(phaseID) else { continue }
            let isa = phase[string: "isa"]
            guard isa == "PBXFrameworksBuildPhase" || isa == "PBXCopyFilesBuildPhase" else { continue }
            for buildFileID in phase[strings: "files"] {
                guard let buildFile = object(buildFileID) else { continue }
                if let referenceID = buildFile[string: "fileRef"], let owner = productOwners[referenceID] { names.insert(owner) }
                if let productID = buildFile[string: "productRef"], let name = object(productID)?[string: "productName"] { names.insert(name) }
            }
        }
        return names.sorted()
    }
}
