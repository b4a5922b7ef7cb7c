#!/bin/sh
# Exit status 153, which is also 128 + SIGXFSZ: RE, exit status 153, not OLE.
exit 153
